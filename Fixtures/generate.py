#!/usr/bin/env python3
"""Generates every file under Fixtures/stub and Fixtures/test.

The albums, artists, labels and covers are invented; only the shapes and quirks
follow Apple's real responses (see ../shared/samples when it exists).
Deterministic: the same script always writes the same bytes.
Needs Python 3 and Pillow (`pip install pillow`) for the cover images.

    python3 Fixtures/generate.py
"""
import json
import math
import os
import random
import shutil

ROOT = os.path.dirname(os.path.abspath(__file__))
RNG = random.Random(20261122)

FIRST = ["Mara", "Jonah", "Ines", "Theo", "Lola", "Rafi", "Ada", "Cole", "Nia", "Otis", "Vera", "Ezra",
         "June", "Milo", "Sade", "Rhys", "Ivy", "Dax", "Noor", "Luca", "Tova", "Kit", "Remy", "Zuri"]
LAST = ["Vance", "Okafor", "Lindqvist", "Moreau", "Castillo", "Brandt", "Achebe", "Holloway", "Sato",
        "Quinn", "Delacroix", "Petrov", "Navarro", "Whitlock", "Ferreira", "Osei", "Calloway", "Reyes"]
BANDS = ["The Paper Lanterns", "Glass Harbor", "Velvet Static", "North of Nowhere", "The Lowlight Club",
         "Saint Cassette", "Midnight Orchard", "Copper Tide", "The Slow Parade", "Hollow Pines",
         "Neon Choir", "Wild Honey Union"]
ADJ = ["Neon", "Golden", "Quiet", "Electric", "Paper", "Endless", "Broken", "Silver", "Wild", "Velvet",
       "Hidden", "Midnight", "Fading", "Crimson", "Summer", "Lonely", "Northern", "Sweet"]
NOUN = ["Hours", "Rivers", "Signals", "Gardens", "Skylines", "Letters", "Horizons", "Echoes", "Satellites",
        "Highways", "Dreams", "Fires", "Seasons", "Mirrors", "Tides", "Stories", "Lights", "Roads"]
GENRES = [("18", "Hip-Hop/Rap"), ("14", "Pop"), ("6", "Country"), ("21", "Rock"), ("15", "R&B/Soul"),
          ("20", "Alternative"), ("7", "Electronic"), ("12", "Latin"), ("16", "Soundtrack"),
          ("11", "Jazz"), ("17", "Dance"), ("4", "Children's Music")]
MUSIC = ("34", "Music")
LABELS = ["Lanternfish Records", "Harbor Sound LLC", "Static Bloom Music", "Northbound Recordings",
          "Cassette Saint Ltd", "Orchard Lane Music Group"]

# Real-world text the terminal has to cope with: wide CJK, combining marks,
# emoji, right-to-left scripts.
SPECIAL = {
    3: ("Various Artists", "Summer Camp Soundtrack (Original Motion Picture Soundtrack)", [("16", "Soundtrack"), MUSIC]),
    7: ("星野ミナ", "東京ナイトドライブ", [("27", "J-Pop"), MUSIC]),
    12: ("Lola Brandt", "Sunflower Season 🌻", [("14", "Pop"), MUSIC]),
    18: ("Zoe\u0301 Marchand", "Cafe\u0301 de Minuit", [("50000064", "French Pop"), MUSIC]),
    25: ("فرقة النيل", "ليالي القاهرة", [("1197", "Arabic"), MUSIC]),
    31: ("한별", "서울의 밤", [("51", "K-Pop"), MUSIC]),
    40: ("Various Artists", "Sleepy Lullabies, Vol. 2", [MUSIC, ("4", "Children's Music")]),
    47: ("Ezra Osei & The Slow Parade", "Highway Hymns", [("6", "Country"), MUSIC]),
    58: ("Velvet Static", "Everything All at Once, Forever and Ever (Deluxe Anniversary Edition)", [("20", "Alternative"), MUSIC]),
    66: ("Various Artists", "Neon Nights: Club Classics", [("17", "Dance"), MUSIC]),
}
COVERS = 12
STUB_DATE = "Fri, 20 Nov 2026 12:00:00 +0000"


def slug(text):
    words = "".join(c if c.isascii() and c.isalnum() else " " for c in text.lower()).split()
    return "-".join(words) or "album"


def artist_name(rank):
    if RNG.random() < 0.25:
        return RNG.choice(BANDS)
    return f"{RNG.choice(FIRST)} {RNG.choice(LAST)}"


def album_name():
    shape = RNG.randrange(4)
    if shape == 0:
        return f"{RNG.choice(ADJ)} {RNG.choice(NOUN)}"
    if shape == 1:
        return f"The {RNG.choice(ADJ)} {RNG.choice(NOUN)}"
    if shape == 2:
        return f"{RNG.choice(NOUN)} of {RNG.choice(ADJ)} {RNG.choice(NOUN)}"
    return f"{RNG.choice(ADJ)} {RNG.choice(NOUN)} (Deluxe)"


def release_date(rank):
    year = 2026 if rank <= 40 else RNG.choice([2019, 2021, 2023, 2024, 2025, 2026])
    month = RNG.randrange(1, 12 if year < 2026 else 11)
    return f"{year}-{month:02d}-{RNG.randrange(1, 29):02d}"


def make_albums():
    albums = []
    artist_ids = {}
    used_ids = set()
    for rank in range(1, 101):
        if rank in SPECIAL:
            artist, name, genres = SPECIAL[rank]
        else:
            artist, name = artist_name(rank), album_name()
            genre = RNG.choice(GENRES)
            genres = [MUSIC, genre] if rank % 4 == 0 else [genre, MUSIC]
        album_id = str(RNG.randrange(1_500_000_000, 1_800_000_000))
        while album_id in used_ids:
            album_id = str(RNG.randrange(1_500_000_000, 1_800_000_000))
        used_ids.add(album_id)
        if artist not in artist_ids:
            artist_ids[artist] = str(RNG.randrange(100_000, 1_700_000_000))
        explicit = artist != "Various Artists" and RNG.random() < 0.6
        albums.append({
            "rank": rank, "id": album_id, "name": name, "artist": artist,
            "artistId": None if artist == "Various Artists" else artist_ids[artist],
            "releaseDate": release_date(rank), "genres": genres, "explicit": explicit,
            "cover": (rank - 1) % COVERS + 1,
            "label": RNG.choice(LABELS), "tracks": RNG.randrange(8, 24),
        })
    return albums


def artwork(album, size="100x100bb.jpg"):
    return (f"https://is1-ssl.mzstatic.com/image/thumb/Music221/v4/stub/{album['id']}"
            f"/cover-{album['cover']:02d}.jpg/{size}")


def album_url(album, country="us"):
    return f"https://music.apple.com/{country}/album/{slug(album['name'])}/{album['id']}"


def artist_url(album, country="us"):
    return f"https://music.apple.com/{country}/artist/{slug(album['artist'])}/{album['artistId']}"


def copyright(album):
    return f"℗ {album['releaseDate'][:4]} {album['label']}"


def v2_entry(album):
    entry = {"artistName": album["artist"], "id": album["id"], "name": album["name"],
             "releaseDate": album["releaseDate"], "kind": "albums"}
    if album["artistId"]:
        entry["artistId"] = album["artistId"]
        entry["artistUrl"] = artist_url(album)
    if album["explicit"]:
        entry["contentAdvisoryRating"] = "Explict"  # sic: Apple's v2 spelling
    entry["artworkUrl100"] = artwork(album)
    entry["genres"] = [{"genreId": gid, "name": name, "url": f"https://itunes.apple.com/us/genre/id{gid}"}
                       for gid, name in album["genres"]]
    entry["url"] = album_url(album)
    return entry


def v2_feed(entries, limit=100, country="us", updated=STUB_DATE):
    url = f"https://rss.applemarketingtools.com/api/v2/{country}/music/most-played/{limit}/albums.json"
    return {"feed": {"title": "Top Albums", "id": url,
                     "author": {"name": "Apple", "url": "https://www.apple.com/"},
                     "links": [{"self": url}], "copyright": "Copyright © 2026 Apple Inc. All rights reserved.",
                     "country": country, "icon": "https://www.apple.com/favicon.ico",
                     "updated": updated, "results": entries}}


# The stub chart's two earlier weekly editions (Fixtures/stub/history), made
# with their own generator so that nothing above changes. Against them the
# stub chart shows every kind of movement: four albums are new (ranks 7, 48,
# 88, 95), two are back after a week away (23, 71), six albums of 13 November
# have left, and the rest moved a little, or not at all.
HISTORY_RNG = random.Random(20261113)
NEW_RANKS = {7, 48, 88, 95}
BACK_RANKS = {23, 71}


def extra_album(number):
    rng = HISTORY_RNG
    genre = rng.choice(GENRES)
    return {
        "rank": 0, "id": str(1_400_000_000 + number * 7_654_321), "name": f"{rng.choice(ADJ)} {rng.choice(NOUN)}",
        "artist": f"{rng.choice(FIRST)} {rng.choice(LAST)}", "artistId": str(rng.randrange(100_000, 1_700_000_000)),
        "releaseDate": f"2026-{rng.randrange(1, 11):02d}-{rng.randrange(1, 29):02d}", "genres": [genre, MUSIC],
        "explicit": rng.random() < 0.5, "cover": number % COVERS + 1, "label": rng.choice(LABELS), "tracks": 12,
    }


def shuffled_a_little(chart, moves):
    chart = list(chart)
    for _ in range(moves):
        index = HISTORY_RNG.randrange(len(chart))
        album = chart.pop(index)
        chart.insert(max(0, min(len(chart), index + HISTORY_RNG.randint(-9, 9))), album)
    return chart


def history_editions(albums):
    extras = [extra_album(number) for number in range(1, 8)]
    stayed = [a for a in albums if a["rank"] not in NEW_RANKS | BACK_RANKS]
    week2 = list(stayed)
    for album in extras[:6]:
        week2.insert(HISTORY_RNG.randrange(len(week2) + 1), album)
    week2 = shuffled_a_little(week2, 45)
    week1 = [a for a in week2 if a not in extras[3:6]]
    for album in [a for a in albums if a["rank"] in BACK_RANKS] + extras[6:]:
        week1.insert(min(len(week1), album["rank"] + HISTORY_RNG.randint(-5, 5)) if album["rank"] else 60, album)
    week1 = shuffled_a_little(week1, 45)
    assert len(week1) == 100 and len(week2) == 100
    return week1, week2


def v1_feed(albums):
    url = "https://rss.itunes.apple.com/api/v1/us/apple-music/top-albums/all/10/explicit.json"
    results = []
    for album in albums:
        entry = {"artistName": album["artist"], "id": album["id"], "releaseDate": album["releaseDate"],
                 "name": album["name"], "kind": "album", "copyright": copyright(album)}
        if album["artistId"]:
            entry["artistId"] = album["artistId"]
        if album["explicit"]:
            entry["contentAdvisoryRating"] = "Explicit"
        if album["artistId"]:
            entry["artistUrl"] = artist_url(album).replace("music.apple.com", "itunes.apple.com") + "?app=music"
        entry["artworkUrl100"] = artwork(album, "200x200bb.png")
        entry["genres"] = [{"genreId": gid, "name": name, "url": f"https://itunes.apple.com/us/genre/id{gid}"}
                           for gid, name in album["genres"]]
        entry["url"] = album_url(album).replace("music.apple.com", "itunes.apple.com") + "?app=music"
        results.append(entry)
    return {"feed": {"title": "Top Albums", "id": url,
                     "author": {"name": "iTunes Store", "uri": "http://wwww.apple.com/us/itunes/"},
                     "links": [{"self": url}], "copyright": "Copyright © 2018 Apple Inc. All rights reserved.",
                     "country": "us", "icon": "http://itunes.apple.com/favicon.ico",
                     "updated": "2019-05-17T01:42:26.000-07:00", "results": results}}


def legacy_entry(album):
    month_names = ["January", "February", "March", "April", "May", "June", "July", "August",
                   "September", "October", "November", "December"]
    year, month, day = (int(x) for x in album["releaseDate"].split("-"))
    genre_id, genre = next(((gid, g) for gid, g in album["genres"] if g != "Music"), MUSIC)
    url = album_url(album) + "?uo=2"
    artist = {"label": album["artist"]}
    if album["artistId"]:
        artist["attributes"] = {"href": artist_url(album) + "?uo=2"}
    return {
        "im:name": {"label": album["name"]},
        "im:image": [{"label": artwork(album, f"{px}x{px}bb.png"), "attributes": {"height": str(px)}}
                     for px in (55, 60, 170)],
        "im:itemCount": {"label": str(album["tracks"])},
        "im:price": {"label": "$9.99", "attributes": {"amount": "9.99", "currency": "USD"}},
        "im:contentType": {"im:contentType": {"attributes": {"term": "Album", "label": "Album"}},
                           "attributes": {"term": "Music", "label": "Music"}},
        "rights": {"label": copyright(album)},
        "title": {"label": f"{album['name']} - {album['artist']}"},
        "link": {"attributes": {"rel": "alternate", "type": "text/html", "href": url}},
        "id": {"label": url, "attributes": {"im:id": album["id"]}},
        "im:artist": artist,
        "category": {"attributes": {"im:id": genre_id, "term": genre, "scheme": f"https://music.apple.com/us/genre/id{genre_id}?uo=2", "label": genre}},
        "im:releaseDate": {"label": f"{album['releaseDate']}T00:00:00-07:00",
                           "attributes": {"label": f"{month_names[month - 1]} {day}, {year}"}},
    }


def legacy_feed(entry):
    return {"feed": {"author": {"name": {"label": "iTunes Store"}, "uri": {"label": "http://www.apple.com/us/itunes/"}},
                     "entry": entry, "updated": {"label": "2026-11-20T04:00:00-07:00"},
                     "rights": {"label": "Copyright 2008 Apple Inc."},
                     "title": {"label": "iTunes Store: Top Albums"},
                     "icon": {"label": "http://itunes.apple.com/favicon.ico"},
                     "link": [{"attributes": {"rel": "alternate", "type": "text/html", "href": "https://music.apple.com/WebObjects/MZStore.woa/wa/viewTop?cc=us&id=1&popId=11"}},
                              {"attributes": {"rel": "self", "href": "https://itunes.apple.com/us/rss/topalbums/limit=5/json"}}],
                     "id": {"label": "https://itunes.apple.com/us/rss/topalbums/limit=5/json"}}}


def lookup_result(album, country="USA"):
    result = {"wrapperType": "collection", "collectionType": "Album",
              "artistId": int(album["artistId"]) if album["artistId"] else None,
              "collectionId": int(album["id"]), "artistName": album["artist"],
              "collectionName": album["name"], "collectionCensoredName": album["name"],
              "artistViewUrl": artist_url(album) + "?uo=4" if album["artistId"] else None,
              "collectionViewUrl": album_url(album) + "?uo=4",
              "artworkUrl60": artwork(album, "60x60bb.jpg"), "artworkUrl100": artwork(album),
              "collectionPrice": 9.99,
              "collectionExplicitness": "explicit" if album["explicit"] else "notExplicit",
              "trackCount": album["tracks"], "copyright": copyright(album), "country": country,
              "currency": "USD", "releaseDate": f"{album['releaseDate']}T07:00:00Z",
              "primaryGenreName": next((g for _, g in album["genres"] if g != "Music"), "Music")}
    return {k: v for k, v in result.items() if v is not None}


def apple_body(obj):
    """The iTunes Search and Lookup APIs start their bodies with blank lines."""
    return "\n\n\n" + json.dumps(obj, ensure_ascii=False, indent=1) + "\n"


def search_slug(term):
    return "".join(c if c.isascii() and c.isalnum() else c.encode().hex() for c in term.strip().lower())


SONG_WORDS = ["Afterglow", "Static Heart", "Runaway Signal", "Paper Moon", "Blue Hour", "Night Drive",
              "Satellite Love", "Slow Burn", "Glass House", "Northern Lights", "Midnight Call", "Tidal"]


# Every stub album's tracks (Fixtures/stub/lookup/tracks.txt), made with their
# own generator so that nothing else changes. Track k of an album has the id
# album id + k; the first two match the songs the search fixtures list (same
# ids, names and lengths). Albums of 20 tracks or more have two discs; the
# anniversary edition (rank 58) ends with two music videos, as Apple's lookup
# lists them; one track in eleven has no preview; the compilations have an
# artist per track.
TRACK_RNG = random.Random(20261116)


def track_name():
    rng = TRACK_RNG
    shape = rng.randrange(3)
    if shape == 0:
        return f"{rng.choice(ADJ)} {rng.choice(NOUN)}"
    if shape == 1:
        return rng.choice(SONG_WORDS)
    return f"{rng.choice(NOUN)} ({rng.choice(['Interlude', 'Reprise', 'Live', 'Acoustic', 'feat. ' + rng.choice(FIRST)])})"


def album_tracks(album):
    count = album["tracks"]
    discs = [count] if count < 20 else [count - count * 2 // 5, count * 2 // 5]
    album_id = int(album["id"])
    number = 0
    result = []
    for disc, length in enumerate(discs, start=1):
        tracks = []
        for _ in range(length):
            number += 1
            track_id = album_id + number
            if number <= 2:
                name, millis = SONG_WORDS[(track_id + number - 1) % len(SONG_WORDS)], 150000 + (track_id % 120000)
            else:
                name, millis = track_name(), TRACK_RNG.randrange(95_000, 330_000)
            # The first two are the search fixture's songs, credited to the album's artist
            # there; the random draws are made all the same, so that the rest stays put.
            artist = None
            if album["artist"] == "Various Artists":
                performer = f"{TRACK_RNG.choice(FIRST)} {TRACK_RNG.choice(LAST)}"
                artist = performer if number > 2 else None
            elif TRACK_RNG.random() < 0.08:
                guest = f"{album['artist']} & {TRACK_RNG.choice(FIRST)} {TRACK_RNG.choice(LAST)}"
                artist = guest if number > 2 else None
            explicit = 1 if album["explicit"] and TRACK_RNG.random() < 0.5 else 0
            preview = 0 if track_id % 11 == 0 else 1
            tracks.append([name, artist, millis, explicit, preview, 0])
        result.append(tracks)
    if album["rank"] == 58:
        for n in range(2):
            result[-1].append([f"{SONG_WORDS[n]} (Music Video)", None, 214_000 + n * 9_000, 0, 1, 1])
    return result


def track_results(album, discs, country="USA"):
    """The tracks of a lookup?entity=song answer, shaped as Apple's (the stub
    route in StubRoutes.swift builds the same objects from tracks.txt)."""
    base = lookup_result(album, country)
    results, number = [], 0
    for disc, tracks in enumerate(discs, start=1):
        for index, (name, artist, millis, explicit, preview, video) in enumerate(tracks, start=1):
            number += 1
            track_id = int(album["id"]) + number
            track = {"wrapperType": "track", "kind": "music-video" if video else "song",
                     "artistId": base.get("artistId"), "collectionId": base["collectionId"], "trackId": track_id,
                     "artistName": artist or album["artist"], "collectionName": album["name"], "trackName": name,
                     "collectionCensoredName": album["name"], "trackCensoredName": name,
                     "artistViewUrl": base.get("artistViewUrl"), "collectionViewUrl": album_url(album) + f"?i={track_id}&uo=4",
                     "trackViewUrl": album_url(album) + f"?i={track_id}&uo=4",
                     "previewUrl": (f"https://audio-ssl.itunes.apple.com/itunes-assets/AudioPreview/stub/{track_id}.m4a"
                                    if preview and not video else
                                    f"https://video-ssl.itunes.apple.com/apple-assets/stub/{track_id}.m4v" if preview else None),
                     "artworkUrl100": artwork(album), "collectionPrice": 9.99, "trackPrice": 1.29,
                     "releaseDate": base["releaseDate"], "collectionExplicitness": base["collectionExplicitness"],
                     "trackExplicitness": "explicit" if explicit else "notExplicit",
                     "discCount": len(discs), "discNumber": disc, "trackCount": len(tracks), "trackNumber": index,
                     "trackTimeMillis": millis, "country": country, "currency": "USD",
                     "primaryGenreName": base["primaryGenreName"], "isStreamable": True}
            results.append({k: v for k, v in track.items() if v is not None})
    return results


def search_answer(albums, term, entity):
    needle = term.lower()
    hits = [a for a in albums if needle in a["name"].lower() or needle in a["artist"].lower()]
    results = []
    for album in hits[:12]:
        base = lookup_result(album)
        if entity == "album":
            results.append(base)
            continue
        for n in range(1 if entity == "musicVideo" else 2):
            track_id = int(album["id"]) + 1 + n
            title = SONG_WORDS[(track_id + n) % len(SONG_WORDS)]
            track = {"wrapperType": "track", "kind": "song" if entity == "song" else "music-video",
                     "artistId": base.get("artistId"), "collectionId": base["collectionId"],
                     "trackId": track_id, "artistName": album["artist"],
                     "collectionName": album["name"] if entity == "song" else None,
                     "trackName": title, "trackViewUrl": album_url(album) + f"?i={track_id}&uo=4",
                     "previewUrl": (f"https://audio-ssl.itunes.apple.com/itunes-assets/AudioPreview/stub/{track_id}.m4a"
                                    if entity == "song" else
                                    (f"https://video-ssl.itunes.apple.com/apple-assets/stub/{track_id}.m4v" if n == 0 and track_id % 3 else None)),
                     "artworkUrl100": artwork(album), "releaseDate": base["releaseDate"],
                     "trackTimeMillis": 150000 + (track_id % 120000), "country": "USA",
                     "primaryGenreName": base["primaryGenreName"]}
            results.append({k: v for k, v in track.items() if v is not None})
    if hits and entity == "album":
        first = hits[0]
        if first["artistId"]:
            results.insert(0, {"wrapperType": "artist", "artistType": "Artist", "artistName": first["artist"],
                               "artistLinkUrl": artist_url(first) + "?uo=4", "artistId": int(first["artistId"]),
                               "primaryGenreName": lookup_result(first)["primaryGenreName"]})
    return {"resultCount": len(results), "results": results}


def write(path, text):
    full = os.path.join(ROOT, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


def write_json(path, obj):
    write(path, json.dumps(obj, ensure_ascii=False, indent=2) + "\n")


def cover(index, size=600):
    from PIL import Image, ImageDraw
    rng = random.Random(index * 7919)
    hue = lambda: tuple(rng.randrange(30, 226) for _ in range(3))
    top, bottom, accent = hue(), hue(), hue()
    image = Image.new("RGB", (size, size))
    draw = ImageDraw.Draw(image)
    for y in range(size):
        t = y / (size - 1)
        draw.line([(0, y), (size, y)], fill=tuple(int(a + (b - a) * t) for a, b in zip(top, bottom)))
    shape = index % 4
    cx, cy = size // 2, size // 2
    if shape == 0:
        for r in range(size // 2, 0, -size // 12):
            draw.ellipse([cx - r, cy - r, cx + r, cy + r], outline=accent, width=size // 60)
    elif shape == 1:
        for x in range(-size, size, size // 8):
            draw.line([(x, size), (x + size, 0)], fill=accent, width=size // 30)
    elif shape == 2:
        r = size // 3
        draw.ellipse([cx - r, cy - r, cx + r, cy + r], fill=accent)
        draw.rectangle([0, cy + r // 2, size, size], fill=tuple(c // 2 for c in bottom))
    else:
        for i in range(9):
            a = i * math.pi / 4.5
            draw.polygon([(cx, cy), (cx + size * math.cos(a), cy + size * math.sin(a)),
                          (cx + size * math.cos(a + 0.2), cy + size * math.sin(a + 0.2))], fill=accent)
    return image


def main():
    for sub in ("stub", "test"):
        shutil.rmtree(os.path.join(ROOT, sub), ignore_errors=True)
    albums = make_albums()

    write_json("stub/feeds/most-played.json", v2_feed([v2_entry(a) for a in albums]))
    write_json("stub/feeds/empty.json", v2_feed([], limit=100))
    write("stub/feeds/malformed.json", json.dumps(v2_feed([v2_entry(a) for a in albums[:3]]), ensure_ascii=False)[:700] + "\n")
    week1, week2 = history_editions(albums)
    write_json("stub/history/most-played-2026-11-06.json",
               v2_feed([v2_entry(a) for a in week1], updated="Fri, 06 Nov 2026 12:00:00 +0000"))
    write_json("stub/history/most-played-2026-11-13.json",
               v2_feed([v2_entry(a) for a in week2], updated="Fri, 13 Nov 2026 12:00:00 +0000"))
    tracks = {a["id"]: album_tracks(a) for a in albums}
    track_ids = {str(int(a) + n) for a, discs in tracks.items() for n in range(1, 1 + sum(map(len, discs)))}
    assert not track_ids & set(tracks), "a track id is also an album id"
    # One line an album, "ID<tab>discs as compact JSON": a lookup reads only the line it needs.
    write("stub/lookup/tracks.txt", "".join(f"{a}\t{json.dumps(d, ensure_ascii=False, separators=(',', ':'))}\n" for a, d in tracks.items()))
    write("stub/lookup/collections.json", json.dumps([lookup_result(a) for a in albums], ensure_ascii=False, indent=1) + "\n")
    for entity in ("album", "song", "musicVideo"):
        for term in ("neon", "midnight", "東京"):
            write(f"stub/search/{entity}-{search_slug(term)}.json", apple_body(search_answer(albums, term, entity)))
    for index in range(1, COVERS + 1):
        path = os.path.join(ROOT, f"stub/artwork/cover-{index:02d}.jpg")
        os.makedirs(os.path.dirname(path), exist_ok=True)
        cover(index).save(path, "JPEG", quality=82, optimize=True)

    five = albums[:5]
    write_json("test/feeds/v1-top-albums.json", v1_feed(five))
    write_json("test/feeds/v1-empty.json", v1_feed([]))
    write_json("test/feeds/legacy-top-albums.json", legacy_feed([legacy_entry(a) for a in five]))
    write_json("test/feeds/legacy-one-entry.json", legacy_feed(legacy_entry(albums[6])))
    write_json("test/feeds/v2-top-five.json", v2_feed([v2_entry(a) for a in five], limit=5))
    bad = [v2_entry(a) for a in five]
    del bad[1]["name"]
    bad[3] = "not an album"
    write_json("test/feeds/v2-two-bad-entries.json", v2_feed(bad, limit=5))
    hostile = [v2_entry(a) for a in albums[:3]]
    hostile[0]["name"] = "Red\u001b[31m Alert\u001b]0;pwned\u0007"
    hostile[1]["artistName"] = "Mirror \u202egnirts\u202c Man\u009b2J"
    hostile[2]["name"] = "Tab\there\nNew line\u007f"
    write_json("test/feeds/v2-hostile.json", v2_feed(hostile, limit=3))
    write("test/feeds/captive-portal.html",
          "<!DOCTYPE html>\n<html><head><title>Sign in to Station Wi-Fi</title></head>"
          "<body><form action=\"/login\"><input name=\"room\"></form></body></html>\n")
    write("test/lookup/three-albums.json", apple_body({"resultCount": 3, "results": [lookup_result(a) for a in albums[:3]]}))
    write("test/lookup/empty.json", apple_body({"resultCount": 0, "results": []}))
    # Track lists: one disc with tracks without a preview (rank 1), two discs (the
    # first album of 20 tracks or more), one ending with music videos (rank 58),
    # the album alone, and a song's own lookup.
    two_discs = next(a for a in albums if a["tracks"] >= 20)
    for name, album in (("tracks-one-disc", albums[0]), ("tracks-two-discs", two_discs), ("tracks-videos", albums[57])):
        answer = [lookup_result(album)] + track_results(album, tracks[album["id"]])
        write(f"test/lookup/{name}.json", apple_body({"resultCount": len(answer), "results": answer}))
    write("test/lookup/collection-only.json", apple_body({"resultCount": 1, "results": [lookup_result(albums[1])]}))
    song = track_results(albums[0], tracks[albums[0]["id"]])[1]
    write("test/lookup/song.json", apple_body({"resultCount": 1, "results": [song]}))
    write("test/search/album-neon.json", apple_body(search_answer(albums, "neon", "album")))
    write("test/search/song-neon.json", apple_body(search_answer(albums, "neon", "song")))
    write("test/search/empty.json", apple_body({"resultCount": 0, "results": []}))


if __name__ == "__main__":
    main()
