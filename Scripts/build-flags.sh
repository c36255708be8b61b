# The release build of the parity binary, shared by Scripts/parity.sh, Scripts/install.sh and
# action.yml, so one build serves them all (a change of flags rebuilds every module).
# --static-swift-stdlib links the Swift runtime and Foundation in: the binary runs without the
# toolchain, needing only libtree-sitter0 and the C/C++ runtime.
# shellcheck disable=SC2034
release_flags=(-c release --static-swift-stdlib)
