# Builds and installs albums: the binary, the URLSession transport's library,
# the man page, the completions of bash, zsh and fish, and systemd user units
# (albums-site.service and .timer: a site made each day; albums-watch.service).
#
#   make install PREFIX=~/.local      # PREFIX defaults to /usr/local; DESTDIR is honoured
#   make uninstall PREFIX=~/.local    # removes exactly the files install wrote, and the folders it made
#   make deb                          # a Debian package: .build/deb/albums_VERSION_ARCH.deb (DEB_DIR: elsewhere)
#
# The installed binary and library are stripped of their debug information
# (STRIP=true keeps it).
#
# ALBUMS and URLSESSION_LIBRARY name the files to install; by default the
# release build made here (`make build`). The tests pass the debug build's.
#
# SWIFT_BUILD_FLAGS goes to every `swift build`: Homebrew's formula sets it to
# --disable-sandbox (SwiftPM's sandbox can't run inside Homebrew's).
# ZSH_COMPLETIONS is where zsh's completion goes under PREFIX's root:
# site-functions by default, vendor-completions in the Debian package (the
# folder Debian's zsh reads).
# SYSTEMD_USER_UNITS is where the user units go: share/systemd/user under
# PREFIX by default (a folder systemd's user manager reads for /usr/local,
# /usr and ~/.local alike), lib/systemd/user in the Debian package.

PREFIX ?= /usr/local
DESTDIR ?=
SWIFT_BUILD_FLAGS ?=
ZSH_COMPLETIONS ?= $(PREFIX)/share/zsh/site-functions
SYSTEMD_USER_UNITS ?= $(PREFIX)/share/systemd/user

ifeq ($(shell uname -s),Darwin)
  LIBRARY := libAlbumsURLSession.dylib
  STATIC :=
  LIBRARY_FLAGS :=
else
  LIBRARY := libAlbumsURLSession.so
  # No search path to the build machine's toolchain (only $$ORIGIN): the
  # library finds Swift's runtime where the system's loader looks, and albums
  # says, when it can't, that the transport needs it.
  LIBRARY_FLAGS := -Xswiftc -no-toolchain-stdlib-rpath
  # The Swift runtime and Foundation linked in: it starts about twice as fast.
  # Nothing exported from it: swiftc links with -export-dynamic, which made
  # 5,900 of its symbols dynamic, and the runtime's one dladdr at start-up
  # (finding its own path) walked them all: a fifth of `albums --version`.
  # The URLSession transport's library binds to Swift's shared runtime, not to this.
  STATIC := --static-swift-stdlib -Xlinker --no-export-dynamic
  # libstdc++ linked in too (the Swift runtime is written in C++): loading and
  # relocating the shared one was 1.8 of the 2.9 million instructions of
  # `albums --version`. swiftc asks for it as -lstdc++, so a folder holding
  # only the archive, searched first, makes the linker take the archive.
  # Where there is no archive (no C++ development files), the shared one is used.
  STDCXX := $(shell clang -print-file-name=libstdc++.a 2>/dev/null)
  ifneq ($(filter /%,$(STDCXX)),)
    STDCXX_DIR := $(CURDIR)/.build/static-libstdc++
    STATIC += -Xlinker -L$(STDCXX_DIR)
  endif
endif

ALBUMS ?= .build/release/albums
# Built apart: it uses Swift's shared runtime, which the static binary must not share a build with.
URLSESSION_LIBRARY ?= .build-urlsession/release/$(LIBRARY)

bindir := $(DESTDIR)$(PREFIX)/bin
libdir := $(DESTDIR)$(PREFIX)/lib/albums
mandir := $(DESTDIR)$(PREFIX)/share/man/man1
bashdir := $(DESTDIR)$(PREFIX)/share/bash-completion/completions
zshdir := $(DESTDIR)$(ZSH_COMPLETIONS)
fishdir := $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
unitdir := $(DESTDIR)$(SYSTEMD_USER_UNITS)
# No systemd on macOS: no units.
UNITS := $(if $(filter Darwin,$(shell uname -s)),,albums-site.service albums-site.timer albums-watch.service)

FILES := $(bindir)/albums $(libdir)/$(LIBRARY) $(mandir)/albums.1 $(bashdir)/albums $(zshdir)/_albums $(fishdir)/albums.fish \
    $(addprefix $(unitdir)/,$(UNITS))
FOLDERS := $(bindir) $(libdir) $(mandir) $(bashdir) $(zshdir) $(fishdir) $(if $(UNITS),$(unitdir))
# The folders install made (that weren't there), deepest first, for uninstall to take away when empty.
MADE := $(libdir)/folders-made-by-install

ifeq ($(shell uname -s),Darwin)
  STRIP ?= strip -S -x
  STRIP_LIBRARY ?= strip -S -x
else
  STRIP ?= strip --strip-all
  STRIP_LIBRARY ?= strip --strip-unneeded
endif

.PHONY: all build binary binary-path install install-units uninstall deb

all: build

RELEASE := -c release --product albums $(STATIC)

build: binary
	swift build -c release --product AlbumsURLSession --scratch-path .build-urlsession $(LIBRARY_FLAGS) $(SWIFT_BUILD_FLAGS)

# The release binary alone (bench/build-release.sh builds it this way), and where it is.
binary:
	$(if $(STDCXX_DIR),mkdir -p $(STDCXX_DIR) && ln -sf $(STDCXX) $(STDCXX_DIR)/libstdc++.a)
	swift build $(RELEASE) $(SWIFT_BUILD_FLAGS)

binary-path:
	@swift build $(RELEASE) $(SWIFT_BUILD_FLAGS) --show-bin-path

# The release build, unless ALBUMS names another binary.
install: $(if $(filter .build/release/albums,$(ALBUMS)),build)
	@made=""; for folder in $(FOLDERS); do \
	    while [ ! -d "$$folder" ]; do made="$$made $$folder"; folder=$$(dirname "$$folder"); done; \
	done; \
	install -d $(FOLDERS); \
	{ cat $(MADE) 2>/dev/null; printf '%s\n' $$made; } | awk 'NF { print length($$0), $$0 }' | sort -rn | cut -d' ' -f2- | uniq > $(MADE).new; \
	mv $(MADE).new $(MADE)
	install -m 755 $(ALBUMS) $(bindir)/albums
	$(STRIP) $(bindir)/albums
	install -m 644 $(URLSESSION_LIBRARY) $(libdir)/$(LIBRARY)
	$(STRIP_LIBRARY) $(libdir)/$(LIBRARY)
	install -m 644 docs/albums.1 $(mandir)/albums.1
	$(ALBUMS) completions bash > $(bashdir)/albums
	$(ALBUMS) completions zsh > $(zshdir)/_albums
	$(ALBUMS) completions fish > $(fishdir)/albums.fish
	@$(MAKE) --no-print-directory install-units
	@echo "albums: $$(wc -c < $(ALBUMS)) bytes built, $$(wc -c < $(bindir)/albums) installed (stripped)"
	@echo "installed albums $$($(bindir)/albums --version | cut -d' ' -f2-) into $(DESTDIR)$(PREFIX)"

# The systemd user units alone (.ci/check-units verifies them installed), naming albums where
# it is installed (PREFIX, not DESTDIR: where it runs from).
install-units:
	$(if $(UNITS),install -d $(unitdir))
	@for unit in $(UNITS); do sed 's|@BINDIR@|$(PREFIX)/bin|g' docs/systemd/$$unit > $(unitdir)/$$unit && chmod 644 $(unitdir)/$$unit || exit 1; done

uninstall:
	@made=$$(cat $(MADE) 2>/dev/null); \
	rm -f $(FILES) $(MADE); \
	for folder in $$made; do rmdir "$$folder" 2>/dev/null || true; done; \
	rmdir $(libdir) 2>/dev/null || true
	@echo "removed albums from $(DESTDIR)$(PREFIX)"

# A Debian package of what install installs (PREFIX /usr), with its copyright
# file, built with dpkg-deb. ALBUMS and URLSESSION_LIBRARY as for install.
DEB_ARCH := $(shell dpkg --print-architecture 2>/dev/null || echo amd64)
# Where the package is made (and its staging root); a test gives a folder of its own.
DEB_DIR ?= $(CURDIR)/.build/deb
DEB_ROOT := $(DEB_DIR)/root

deb: $(if $(filter .build/release/albums,$(ALBUMS)),build)
	rm -rf $(DEB_ROOT)
	$(MAKE) --no-print-directory install DESTDIR=$(DEB_ROOT) PREFIX=/usr ALBUMS=$(ALBUMS) URLSESSION_LIBRARY=$(URLSESSION_LIBRARY) \
	    ZSH_COMPLETIONS=/usr/share/zsh/vendor-completions SYSTEMD_USER_UNITS=/usr/lib/systemd/user
	rm -f $(DEB_ROOT)/usr/lib/albums/folders-made-by-install
	gzip -9n $(DEB_ROOT)/usr/share/man/man1/albums.1
	install -d $(DEB_ROOT)/DEBIAN $(DEB_ROOT)/usr/share/doc/albums
	gzip -9n < docs/changelog > $(DEB_ROOT)/usr/share/doc/albums/changelog.gz
	printf '%s\n' \
	    'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/' \
	    'Upstream-Name: albums' \
	    '' \
	    'Files: *' \
	    'Copyright: 2026 the albums authors' \
	    'License: none-chosen' \
	    ' The authors have not chosen a licence yet; until they do, all rights are reserved.' \
	    > $(DEB_ROOT)/usr/share/doc/albums/copyright
	version=$$($(ALBUMS) --version | cut -d' ' -f2); \
	head -1 docs/changelog | grep -qF "albums ($$version)" || { echo "make deb: docs/changelog's newest entry is not albums ($$version)" >&2; exit 1; }; \
	printf '%s\n' \
	    'Package: albums' \
	    "Version: $$version" \
	    'Architecture: $(DEB_ARCH)' \
	    'Maintainer: the albums authors <albums@users.noreply.github.com>' \
	    "Installed-Size: $$(du -sk $(DEB_ROOT)/usr | cut -f1)" \
	    'Depends: libc6 (>= 2.36), libgcc-s1, libcurl4 | libcurl4t64' \
	    'Section: sound' \
	    'Priority: optional' \
	    "Description: Apple's Top Albums chart in your terminal" \
	    ' The chart, each album with its cover, its tracks and previews, search of' \
	    ' the iTunes catalog, and a full-screen browser; offline with its cache.' \
	    ' Requests go through libcurl. The optional URLSession transport' \
	    ' (ALBUMS_TRANSPORT=urlsession) needs a Swift 6.3 runtime, which no' \
	    ' package provides; albums says so if it is chosen without one.' \
	    > $(DEB_ROOT)/DEBIAN/control; \
	dpkg-deb --root-owner-group --build $(DEB_ROOT) $(DEB_DIR)/albums_$${version}_$(DEB_ARCH).deb
