# Tintype: `make run` opens the app on the local demo instance; `make test` runs every test.
SHELL := /bin/bash
.DEFAULT_GOAL := run

SWIFT ?= swift
BIN_DIR = $(shell $(SWIFT) build --show-bin-path)
## A target importing what it does not depend on fails the build, with a message that says so:
## the screens (target Tintype) cannot reach MastodonAPI.
IMPORT_CHECK := --explicit-target-dependency-import-check error
DEMO := Resources/Demo/demo-instance.sh
DEMO_VENV := $(CURDIR)/.venv/demo
## make install PREFIX=/usr/local DESTDIR=…; CONFIGURATION=debug installs the debug build.
PREFIX ?= /usr/local
DESTDIR ?=
CONFIGURATION ?= release

.PHONY: run build test unit-tests system-packages demo-venv bench clean-demo lint module template-check remove-template-check \
	install uninstall strings release start-up-order deb dist package-tools
TOOLS := Resources/Tools
PYTHON := PYTHONDONTWRITEBYTECODE=1 python3
## Everything the tests print; when they fail, the failures are printed again after it.
TEST_LOG := .build/test-output.log
## The module written from the templates during `make test`, to prove they still compile and pass.
TEMPLATE_CHECK := TemplateCheck

## The tools a fresh machine of this kind lacks: tmux for the end-to-end tests, openssl for the
## throwaway certificates of the HTTPS tests, the libjpeg-turbo, libpng, libwebp, giflib, zlib and
## libdeflate headers the photo codecs build against; FFmpeg's headers (and with them its libraries,
## which the app opens at its first video) for videos and animated GIFs; real terminals that draw pictures (xterm as a VT340 for
## sixel, kitty) under a virtual X display (Xvfb), with xdotool to type and xwd to take screenshots,
## for the tests that look at the pixels; tic and infocmp (ncurses-bin) make the terminal entry
## without scrolling; the ncurses headers are checked too, in case the image changes.
system-packages:
	@missing=""; \
	command -v tmux >/dev/null || missing="$$missing tmux"; \
	[ -f /usr/include/curses.h ] || missing="$$missing libncurses-dev"; \
	[ -f /usr/include/jpeglib.h ] || missing="$$missing libjpeg62-turbo-dev"; \
	[ -f /usr/include/png.h ] || missing="$$missing libpng-dev"; \
	[ -f /usr/include/webp/decode.h ] || missing="$$missing libwebp-dev"; \
	[ -f /usr/include/gif_lib.h ] || missing="$$missing libgif-dev"; \
	[ -f /usr/include/zlib.h ] || missing="$$missing zlib1g-dev"; \
	[ -f /usr/include/libdeflate.h ] || missing="$$missing libdeflate-dev"; \
	for library in avformat avcodec swscale avutil; do \
		ls -d /usr/include/lib$$library /usr/include/*/lib$$library 2>/dev/null | grep -q . || missing="$$missing lib$$library-dev"; \
	done; \
	command -v tic >/dev/null || missing="$$missing ncurses-bin"; \
	command -v xterm >/dev/null || missing="$$missing xterm"; \
	command -v kitty >/dev/null || missing="$$missing kitty"; \
	command -v Xvfb >/dev/null || missing="$$missing xvfb"; \
	command -v xwd >/dev/null || missing="$$missing x11-apps"; \
	command -v xdotool >/dev/null || missing="$$missing xdotool"; \
	[ -f /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf ] || missing="$$missing fonts-dejavu-core"; \
	[ -f /usr/share/terminfo/x/xterm-direct ] || missing="$$missing ncurses-term"; \
	command -v curl >/dev/null || missing="$$missing curl"; \
	command -v openssl >/dev/null || missing="$$missing openssl"; \
	command -v man >/dev/null || missing="$$missing man-db"; \
	if [ -n "$$missing" ]; then \
		echo "installing:$$missing"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	fi

demo-venv:
	@TINTYPE_DEMO_VENV=$(DEMO_VENV) $(DEMO) install

build: system-packages
	$(SWIFT) build $(IMPORT_CHECK) --product tintype

run: build demo-venv
	@TINTYPE_DEMO_VENV=$(DEMO_VENV) $(DEMO) run "$(BIN_DIR)/tintype"

## Every test: the lint, unit, snapshot, integration against the demo server, end-to-end in tmux,
## and the tests of a module freshly written from the templates (removed again afterwards); what
## failed is repeated at the end of the output, the whole of it kept in $(TEST_LOG).
test: system-packages demo-venv lint
	@trap '$(MAKE) --no-print-directory remove-template-check' EXIT; \
	$(MAKE) --no-print-directory template-check && \
	$(SWIFT) build $(IMPORT_CHECK) --build-tests && \
	$(SWIFT) build --product generate-manual && \
	TINTYPE_LANGUAGE=en TINTYPE_DEMO_SERVER=$(DEMO_VENV)/bin/mastodon_mock TINTYPE_BIN="$(BIN_DIR)/tintype" \
		$(TOOLS)/run-tests.sh $(TEST_LOG) $(SWIFT) test --skip-build --no-parallel

## The Swift accessors of the English catalogue; a unit test fails while they and the catalogue differ.
strings:
	$(SWIFT) build --product generate-strings
	"$(BIN_DIR)/generate-strings" Resources/Locales/en.po Sources/Localisation/Generated/Strings.swift

## The module rules (viper_lint.py, with tests that each rule catches a violation) and the format.
lint:
	@$(PYTHON) $(TOOLS)/viper_lint.py .
	@$(PYTHON) -m unittest discover -s $(TOOLS) -p 'test_*.py'
	$(SWIFT) format lint --strict --recursive Sources Tests Resources/Templates Benchmarks/Benchmarks Package.swift

## A new VIPER module and its tests from Resources/Templates: make module NAME=Bookmarks [PURPOSE="…"]
module:
	@test -n "$(NAME)" || { echo "usage: make module NAME=Bookmarks [PURPOSE=\"the posts I saved\"]"; exit 2; }
	@$(PYTHON) $(TOOLS)/generate_module.py "$(NAME)" $(if $(PURPOSE),--purpose "$(PURPOSE)")
	@$(MAKE) -s strings

template-check: remove-template-check
	@$(PYTHON) $(TOOLS)/generate_module.py $(TEMPLATE_CHECK) --no-register --no-catalogue >/dev/null
	@$(PYTHON) $(TOOLS)/viper_lint.py . >/dev/null

remove-template-check:
	@rm -rf Sources/Tintype/Flows/$(TEMPLATE_CHECK) Tests/TintypeTests/Flows/$(TEMPLATE_CHECK)

## Speed and memory, measured: results and how to read them are in BENCHMARKS.md. chafa is the
## renderer the photos are compared with, img2sixel and chafa the sixel encoders; ImageMagick reads
## their sixel back to weigh its quality; valgrind counts a start's instructions; toot, in a virtual environment of its own, is the command
## line client `tintype feed` is compared with; FFmpeg makes the 1080p clip that timg and mpv play beside
## `tintype show`.
BENCH_VENV := $(CURDIR)/.venv/bench
TOOT_VERSION := 0.52.1
bench: system-packages demo-venv
	@command -v chafa >/dev/null && command -v img2sixel >/dev/null && test -x /usr/bin/compare && command -v valgrind >/dev/null && \
		command -v ffmpeg >/dev/null && command -v timg >/dev/null && command -v mpv >/dev/null || \
		{ apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chafa libsixel-bin imagemagick valgrind \
			ffmpeg timg mpv >/dev/null; }
	@test -x $(BENCH_VENV)/bin/toot || { python3 -m venv $(BENCH_VENV) && \
		$(BENCH_VENV)/bin/pip install -q toot==$(TOOT_VERSION); }
	TINTYPE_BENCH_TOOT=$(BENCH_VENV)/bin/toot $(MAKE) -C Benchmarks bench

## The release as it ships: the Swift runtime linked in, every function in a section of its own,
## so that the link lays out those a start runs together (Resources/Linking/start-up.ld), and
## concrete generic types' metadata reached through their accessors rather than by mangled name,
## which spares the runtime a scan of every conformance record for each generic requirement it
## would check (docs/performance.md, "The runtime's conformance questions").
## The build does not see either change on its own: the compiler keeps an object whose code is the
## same whatever the flags, and the link does not know it reads the script.
RELEASE_FLAGS := -c release --static-swift-stdlib -Xswiftc -Xfrontend -Xswiftc -function-sections -Xcc -ffunction-sections \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
RELEASE_STAMP := .build/release-flags
release: system-packages
	@if [ -d .build ] && [ "$$(cat $(RELEASE_STAMP) 2>/dev/null)" != "$(RELEASE_FLAGS)" ]; then \
		find .build -path '*/release/*' -name '*.swift.o' -delete; fi
	@bin="$$($(SWIFT) build -c release --show-bin-path)"; \
		if [ Resources/Linking/start-up.ld -nt "$$bin/tintype" ]; then rm -f "$$bin/tintype"; fi
	$(SWIFT) build $(RELEASE_FLAGS) --product tintype
	@echo "$(RELEASE_FLAGS)" > $(RELEASE_STAMP)

## That layout written anew from what the release runs in a demo instance of its own (valgrind),
## then the release linked with it; after a change that moves what a start does.
start-up-order: release demo-venv
	@command -v valgrind >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >/dev/null; }
	$(SWIFT) build $(RELEASE_FLAGS) --product tintype -Xlinker -Map=.build/start-up.map
	TINTYPE_DEMO_VENV=$(DEMO_VENV) $(PYTHON) $(TOOLS)/order_start_up.py "$$($(SWIFT) build -c release --show-bin-path)/tintype" \
		.build/start-up.map $(DEMO) Resources/Linking/start-up.ld
	@$(MAKE) --no-print-directory release

## The binary (the release unless CONFIGURATION=debug), its manual page and its completions.
install: system-packages $(if $(filter release,$(CONFIGURATION)),release)
	$(if $(filter release,$(CONFIGURATION)),,$(SWIFT) build -c $(CONFIGURATION) --product tintype)
	$(SWIFT) build --product generate-manual
	@$(TOOLS)/install-files.sh install "$$($(SWIFT) build -c $(CONFIGURATION) --show-bin-path)/tintype" \
		"$(BIN_DIR)/generate-manual" "$(DESTDIR)" "$(PREFIX)"

uninstall:
	@$(TOOLS)/install-files.sh uninstall "$(DESTDIR)" "$(PREFIX)"

## The release as a Debian package in dist/ (tintype_VERSION_ARCH.deb), its Depends computed from
## what the binary links; then checked: lintian finds no error, and unpacked into a fresh root with
## the Swift toolchain out of sight, it runs, draws a photo and reads the demo instance's feed.
## MAINTAINER="Name <address>" names who answers for it.
PACKAGE_DIR := dist
deb: release package-tools demo-venv
	$(SWIFT) build --product generate-manual
	@package="$$($(TOOLS)/package.sh deb "$$($(SWIFT) build -c release --show-bin-path)/tintype" \
		"$(BIN_DIR)/generate-manual" $(PACKAGE_DIR))" && echo "made $$package" && \
		$(TOOLS)/check-package.sh "$$package" "$(DEMO_VENV)/bin/mastodon_mock" Resources/Demo/Photos/brick-wall.jpg

## The same files as a .tar.gz in dist/, with an install script, for other distributions.
dist: release package-tools
	$(SWIFT) build --product generate-manual
	@$(TOOLS)/package.sh dist "$$($(SWIFT) build -c release --show-bin-path)/tintype" "$(BIN_DIR)/generate-manual" $(PACKAGE_DIR)

## What packing and checking a package take that a fresh machine lacks.
package-tools:
	@command -v lintian >/dev/null && command -v dpkg-shlibdeps >/dev/null || { apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq lintian dpkg-dev >/dev/null; }

## Forget the demo instance's data, so the next `make run` seeds it anew.
clean-demo:
	@TINTYPE_DEMO_VENV=$(DEMO_VENV) $(DEMO) stop
	rm -rf "$${XDG_DATA_HOME:-$$HOME/.local/share}/tintype/demo"
