# Tintype: `make run` opens the app on the local demo instance; `make test` runs every test.
SHELL := /bin/bash
.DEFAULT_GOAL := run

SWIFT ?= swift
BIN_DIR = $(shell $(SWIFT) build --show-bin-path)
DEMO := Resources/Demo/demo-instance.sh
DEMO_VENV := $(CURDIR)/.venv/demo

.PHONY: run build test unit-tests system-packages demo-venv bench clean-demo

## The tools a fresh machine of this kind lacks: tmux for the end-to-end tests; the ncurses
## headers are checked too, in case the image changes.
system-packages:
	@missing=""; \
	command -v tmux >/dev/null || missing="$$missing tmux"; \
	[ -f /usr/include/curses.h ] || missing="$$missing libncurses-dev"; \
	command -v curl >/dev/null || missing="$$missing curl"; \
	if [ -n "$$missing" ]; then \
		echo "installing:$$missing"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	fi

demo-venv:
	@TINTYPE_DEMO_VENV=$(DEMO_VENV) $(DEMO) install

build: system-packages
	$(SWIFT) build --product tintype

run: build demo-venv
	@TINTYPE_DEMO_VENV=$(DEMO_VENV) $(DEMO) run "$(BIN_DIR)/tintype"

## Every test: unit, snapshot, integration against the demo server, and end-to-end in tmux.
test: system-packages demo-venv
	$(SWIFT) build --build-tests
	TINTYPE_DEMO_SERVER=$(DEMO_VENV)/bin/mastodon_mock TINTYPE_BIN="$(BIN_DIR)/tintype" \
		$(SWIFT) test --skip-build --no-parallel

## Speed and memory, measured: results and how to read them are in BENCHMARKS.md.
bench: system-packages demo-venv
	$(MAKE) -C Benchmarks bench

## Forget the demo instance's data, so the next `make run` seeds it anew.
clean-demo:
	@TINTYPE_DEMO_VENV=$(DEMO_VENV) $(DEMO) stop
	rm -rf "$${XDG_DATA_HOME:-$$HOME/.local/share}/tintype/demo"
