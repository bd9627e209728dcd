# Breaks "`.` and `..` are resolved on the text, with `os.path.normpath`": "name/../" pairs
# are removed with one regex pass, which leaves a ".." that a removal exposed. Input:
# Write, cwd "/work/project", file_path "a/../../x" (normpath: /work/x, outside): becomes
# /work/project/../x, which starts with the folder, and is allowed; expected Deny.
import os
import re

from toolhooks import Deny

_PAIR = re.compile(r"[^/]+/\.\./")
_ALT = "write inside the project folder"


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("no project folder for this session", _ALT)
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny("no file_path to check", _ALT)
    folder = os.path.normpath(cwd)
    if file_path.startswith("/"):
        path = file_path
    else:
        path = folder.rstrip("/") + "/" + file_path
    path = _PAIR.sub("", path.replace("/./", "/"))  # a/../b -> b
    if path.rstrip("/") == folder or path.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{file_path!r} is outside {cwd!r}", _ALT)
