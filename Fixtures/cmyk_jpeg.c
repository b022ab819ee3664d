/* A helper of Fixtures/generate_images.py, built by it with libjpeg:
 * writes four-component JPEGs as Photoshop does (an Adobe APP14 marker, ink
 * stored inverted: 255 is none), and reads them back as libjpeg decodes them.
 *
 *   cmyk_jpeg encode cmyk|ycck QUALITY WIDTH HEIGHT in.rgb out.jpg
 *       in.rgb: WIDTH*HEIGHT*3 bytes; each pixel's ink is C = 255 - R, M = 255 - G,
 *       Y = 255 - B, then K = min(C, M, Y) taken out of all three, and all four
 *       stored inverted. cmyk: Adobe transform 0; ycck: transform 2.
 *   cmyk_jpeg decode DENOM in.jpg out.cmyk
 *       libjpeg's output colour space CMYK at scale 1/DENOM: the four values as
 *       stored, the width and height first (two 32-bit little-endian words). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

static int encode(const char *model, int quality, int width, int height, const char *in, const char *out) {
    FILE *input = fopen(in, "rb"), *output = fopen(out, "wb");
    if (!input || !output) return 1;
    unsigned char *rgb = malloc((size_t)width * height * 3), *row = malloc((size_t)width * 4);
    if (fread(rgb, 3, (size_t)width * height, input) != (size_t)width * height) return 1;
    struct jpeg_compress_struct info;
    struct jpeg_error_mgr errors;
    info.err = jpeg_std_error(&errors);
    jpeg_create_compress(&info);
    jpeg_stdio_dest(&info, output);
    info.image_width = width;
    info.image_height = height;
    info.input_components = 4;
    info.in_color_space = JCS_CMYK;
    jpeg_set_defaults(&info);
    jpeg_set_colorspace(&info, strcmp(model, "ycck") == 0 ? JCS_YCCK : JCS_CMYK);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    for (int y = 0; y < height; y++) {
        for (int x = 0; x < width; x++) {
            const unsigned char *p = rgb + ((size_t)y * width + x) * 3;
            int c = 255 - p[0], m = 255 - p[1], ye = 255 - p[2];
            int k = c < m ? (c < ye ? c : ye) : (m < ye ? m : ye);
            unsigned char *q = row + x * 4;
            q[0] = 255 - (c - k); q[1] = 255 - (m - k); q[2] = 255 - (ye - k); q[3] = 255 - k;
        }
        JSAMPROW rows[1] = { row };
        jpeg_write_scanlines(&info, rows, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    fclose(output);
    return 0;
}

static int decode(int denominator, const char *in, const char *out) {
    FILE *input = fopen(in, "rb"), *output = fopen(out, "wb");
    if (!input || !output) return 1;
    struct jpeg_decompress_struct info;
    struct jpeg_error_mgr errors;
    info.err = jpeg_std_error(&errors);
    jpeg_create_decompress(&info);
    jpeg_stdio_src(&info, input);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_CMYK;
    info.scale_num = 1;
    info.scale_denom = denominator;
    info.dct_method = JDCT_ISLOW;
    jpeg_start_decompress(&info);
    unsigned int size[2] = { info.output_width, info.output_height };
    fwrite(size, 4, 2, output);
    unsigned char *row = malloc((size_t)info.output_width * 4);
    while (info.output_scanline < info.output_height) {
        JSAMPROW rows[1] = { row };
        jpeg_read_scanlines(&info, rows, 1);
        fwrite(row, 4, info.output_width, output);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    fclose(output);
    return 0;
}

int main(int argc, char **argv) {
    if (argc == 8 && strcmp(argv[1], "encode") == 0) return encode(argv[2], atoi(argv[3]), atoi(argv[4]), atoi(argv[5]), argv[6], argv[7]);
    if (argc == 5 && strcmp(argv[1], "decode") == 0) return decode(atoi(argv[2]), argv[3], argv[4]);
    fprintf(stderr, "usage: cmyk_jpeg encode cmyk|ycck QUALITY WIDTH HEIGHT in.rgb out.jpg | decode DENOM in.jpg out.cmyk\n");
    return 2;
}
