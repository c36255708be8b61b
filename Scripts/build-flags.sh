# The release build of the parity binary, shared by Scripts/install.sh, action.yml and
# `PARITY_RELEASE=1 Scripts/parity.sh`, so one build serves them all (a change of flags rebuilds
# every module).
# --static-swift-stdlib links the Swift runtime and Foundation in: the binary runs without the
# toolchain, needing only libtree-sitter0 and the C/C++ runtime.
# -gnone / -g0: no debug info (the installed binary is stripped anyway); the build takes 131 s
# instead of 159 s on a fresh clone (2 cores, quiet machine).
# shellcheck disable=SC2034
release_flags=(-c release --static-swift-stdlib -Xswiftc -gnone -Xcc -g0)
