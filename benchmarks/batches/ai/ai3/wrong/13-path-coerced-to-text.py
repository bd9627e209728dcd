# Breaks: "Deny ... a Write or Edit whose `file_path` is missing, empty or not a `str` (`bytes`
# too ...)". Input: cwd "/work/project", Write {"file_path": 123} (or b"x") -> str() makes the
# name "123" ("b'x'"), inside the project, so the call is allowed (None) instead of denied.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    if not isinstance(folder, str) or not folder:
        return Deny("no project folder is known for this session.", "start the session in the project folder.")
    raw = call.input.get("file_path")
    if raw is None or raw == "":
        return Deny("this write names no file_path.", "give file_path inside the project folder.")
    path = str(raw)  # the model sometimes sends odd types: check what it would write to
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside the project folder {folder}.", f"write the file under {folder}.")
