# Homebrew formula for albums: built from source with its Makefile (a release
# build), installing the binary, the URLSession transport's library, the man
# page and the completions of bash, zsh and fish.
#
#   brew tap-new you/albums && cp Formula/albums.rb "$(brew --repository you/albums)/Formula/"
#   brew install --HEAD you/albums/albums
#
# CI's macOS job does exactly this from its checkout (.github/workflows/ci.yml),
# pointing `head` at it. There is no release to download yet: `head` only.
class Albums < Formula
  desc "Apple's Top Albums chart in your terminal"
  homepage "https://github.com/albums-cli/albums"
  # The authors have not chosen a licence yet (all rights reserved, as the Debian package's copyright says):
  # no SPDX expression says that, so Homebrew's own symbol for it.
  license :cannot_represent
  head "https://github.com/albums-cli/albums.git", branch: "main"

  # Swift 6.3 (Xcode 26.4 or later), as the README says.
  depends_on xcode: ["26.4", :build]
  depends_on :macos

  def install
    # SwiftPM's sandbox can't run inside Homebrew's: every SwiftPM formula turns it off.
    system "make", "install", "PREFIX=#{prefix}", "SWIFT_BUILD_FLAGS=--disable-sandbox"
  end

  test do
    # The chart embedded in the binary: no network.
    assert_match "Golden Rivers", shell_output("#{bin}/albums --session stub --limit 1 --plain")
    assert_match(/^albums \d+\.\d+\.\d+ /, shell_output("#{bin}/albums --version"))
    assert_path_exists man1/"albums.1"
    assert_path_exists zsh_completion/"_albums"
    assert_path_exists lib/"albums/libAlbumsURLSession.dylib"
  end
end
