# Breaks "Normalising is on the text only ... no symlink is followed". Input: cwd "/work/project"
# and make_call("Write", {"file_path": "/private/work/project/x.txt"}): a leading /private is
# dropped from both paths (macOS's /tmp and /var live under /private), so the write is allowed
# (expected Deny: /private/work/project is not inside /work/project).
import os

from toolhooks import Deny


def _unprivate(path):
    return path[len("/private"):] if path.startswith("/private/") else path


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
    root = _unprivate(os.path.normpath(cwd))
    target = _unprivate(os.path.normpath(os.path.join(cwd, path)))
    if target == root or target.startswith(root.rstrip("/") + "/"):
        return None
    return Deny(f"{path!r} is outside the project folder {root}.", f"Write under {root} instead.")
