# Breaks "the comparison is case-sensitive (/work/PROJECT is outside /work/project)". Input: cwd
# "/Users/ann/Project" and make_call("Write", {"file_path": "/Users/ann/project/x.txt"}): paths
# under /Users or /Volumes are compared case-insensitively (macOS disks are), so the write is
# allowed (expected Deny).
import os

from toolhooks import Deny

_CASELESS_ROOTS = ("/Users/", "/Volumes/")


def _key(path):
    return path.casefold() if path.startswith(_CASELESS_ROOTS) else path


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("this session has no project folder.", "Ask the user where the file should go.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call has no file_path to check.", "Give file_path as a path in the project.")
    root = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(root, path))
    if _key(target) == _key(root) or _key(target).startswith(_key(root).rstrip("/") + "/"):
        return None
    return Deny(f"{path!r} is outside the project folder {root}.", f"Write under {root} instead.")
