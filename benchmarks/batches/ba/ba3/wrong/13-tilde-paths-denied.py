# Breaks "Normalising is on the text only: `~` is a name (not your home)": a path starting with "~"
# is denied as an attempt to reach the home folder. Input: Write, file_path="~/notes.txt",
# cwd="/work/project" -> Deny instead of None (it is /work/project/~/notes.txt).
import os

from toolhooks import Deny

_OUTSIDE = ("writes must stay inside the project folder.", "write the file under the project folder instead.")
_NOTHING = ("no file path or project folder to check, so the write is not allowed.", "give file_path as a path inside the project folder.")


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    if not folder or not isinstance(path, str) or not path:
        return Deny(*_NOTHING)
    if path.startswith("~"):
        return Deny("paths into the home folder are not allowed.", "write under the project folder.")
    root = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(root, path))
    if target == root or target.startswith(root.rstrip("/") + "/"):
        return None
    return Deny(*_OUTSIDE)
