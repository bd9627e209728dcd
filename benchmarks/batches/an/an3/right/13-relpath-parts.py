# Right: exact tool names; a missing/empty cwd or a missing, empty or non-str file_path is
# denied (with an alternative); the path is joined to the folder and normalised as text
# (relpath only runs normpath on two absolute paths: no file access, no symlinks), and it
# is outside exactly when its relative form's first part is "..": "..hidden" stays inside.
import os

from toolhooks import Deny

_ALTERNATIVE = "write the file under the project folder, with a path inside it"


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    if not folder:
        return Deny("this session has no project folder, so no write can be checked", _ALTERNATIVE)
    target = call.input.get("file_path")
    if not isinstance(target, str) or target == "":
        return Deny("the write names no file path to check", _ALTERNATIVE)
    path = os.path.normpath(os.path.join(folder, target))
    relative = os.path.relpath(path, os.path.normpath(folder))
    if relative.split(os.sep)[0] == os.pardir:
        return Deny(f"{target!r} is outside the project folder {folder!r}", _ALTERNATIVE)
    return None
