# Breaks "Normalising is on the text only: ... `file:` are names (`file:///x` is relative)": a path
# starting with a URL scheme is denied. Input: Write, file_path="file:///x", cwd="/work/project"
# -> Deny instead of None (it normalises to /work/project/file:/x).
import os
import re

from toolhooks import Deny

_OUTSIDE = ("writes must stay inside the project folder.", "write the file under the project folder instead.")
_NOTHING = ("no file path or project folder to check, so the write is not allowed.", "give file_path as a path inside the project folder.")

_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*:")


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    if not folder or not isinstance(path, str) or not path:
        return Deny(*_NOTHING)
    if _SCHEME.match(path):
        return Deny("URLs are not file paths.", "give a plain path under the project folder.")
    root = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(root, path))
    if target == root or target.startswith(root.rstrip("/") + "/"):
        return None
    return Deny(*_OUTSIDE)
