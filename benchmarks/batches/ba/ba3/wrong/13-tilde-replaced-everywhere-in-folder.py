# Breaks "the folder's name is text, one folder, not a pattern (..., `~` ... in it are letters ...)":
# every "~" in the folder is replaced by the home folder (meant for a "~/project" setting).
# Input: Write, file_path="/work/~proj/notes.txt", cwd="/work/~proj" -> Deny instead of None
# (the folder becomes /work/<home>proj; where no home folder is known, Path.home() raises).
import os
from pathlib import Path

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
    if "~" in folder:  # a "~/project" setting: put the home folder in
        folder = folder.replace("~", str(Path.home()))
    root = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(root, path))
    if target == root or target.startswith(root.rstrip("/") + "/"):
        return None
    return Deny(*_OUTSIDE)
