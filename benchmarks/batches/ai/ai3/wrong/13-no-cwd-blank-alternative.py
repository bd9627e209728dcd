# Breaks: "Returns: `Deny(reason, alternative)` (an `alternative` that is not blank) for ... or whose
# `call.context.attributes` has no "cwd"". Input: Write {"file_path": "notes.txt"} with attributes {} (or cwd "")
# -> Deny("...", ""): with no folder there is nothing to suggest, so the alternative is blank.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    if not isinstance(folder, str) or not folder:
        return Deny("no project folder is known for this session, so no write is allowed.", "")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("this write names no file_path.", "give file_path inside the project folder.")
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside the project folder {folder}.", f"write the file under {folder}.")
