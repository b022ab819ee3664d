# Builds and installs albums: the binary, the URLSession transport's library,
# the man page and the completions of bash, zsh and fish.
#
#   make install PREFIX=~/.local      # PREFIX defaults to /usr/local; DESTDIR is honoured
#   make uninstall PREFIX=~/.local    # removes exactly the files install wrote
#
# ALBUMS and URLSESSION_LIBRARY name the files to install; by default the
# release build made here (`make build`). The tests pass the debug build's.

PREFIX ?= /usr/local
DESTDIR ?=

ifeq ($(shell uname -s),Darwin)
  LIBRARY := libAlbumsURLSession.dylib
  STATIC :=
else
  LIBRARY := libAlbumsURLSession.so
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
zshdir := $(DESTDIR)$(PREFIX)/share/zsh/site-functions
fishdir := $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

FILES := $(bindir)/albums $(libdir)/$(LIBRARY) $(mandir)/albums.1 $(bashdir)/albums $(zshdir)/_albums $(fishdir)/albums.fish

.PHONY: all build binary binary-path install uninstall

all: build

RELEASE := -c release --product albums $(STATIC)

build: binary
	swift build -c release --product AlbumsURLSession --scratch-path .build-urlsession

# The release binary alone (bench/build-release.sh builds it this way), and where it is.
binary:
	$(if $(STDCXX_DIR),mkdir -p $(STDCXX_DIR) && ln -sf $(STDCXX) $(STDCXX_DIR)/libstdc++.a)
	swift build $(RELEASE)

binary-path:
	@swift build $(RELEASE) --show-bin-path

# The release build, unless ALBUMS names another binary.
install: $(if $(filter .build/release/albums,$(ALBUMS)),build)
	install -d $(bindir) $(libdir) $(mandir) $(bashdir) $(zshdir) $(fishdir)
	install -m 755 $(ALBUMS) $(bindir)/albums
	install -m 644 $(URLSESSION_LIBRARY) $(libdir)/$(LIBRARY)
	install -m 644 docs/albums.1 $(mandir)/albums.1
	$(ALBUMS) completions bash > $(bashdir)/albums
	$(ALBUMS) completions zsh > $(zshdir)/_albums
	$(ALBUMS) completions fish > $(fishdir)/albums.fish
	@echo "installed albums $$($(bindir)/albums --version | cut -d' ' -f2-) into $(DESTDIR)$(PREFIX)"

uninstall:
	rm -f $(FILES)
	-rmdir $(libdir) 2>/dev/null
	@echo "removed albums from $(DESTDIR)$(PREFIX)"
