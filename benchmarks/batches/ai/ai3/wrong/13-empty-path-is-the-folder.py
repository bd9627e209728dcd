# Breaks: "a missing, empty or non-string `file_path` ... is denied too" ("whose `file_path` is
# missing, empty or not a `str`"). Input: cwd "/work/project", Write {"file_path": ""} -> only
# None/non-str are refused; join(folder, "") normalises to the folder itself, so it is allowed.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    if not isinstance(folder, str) or not folder:
        return Deny("no project folder is known for this session.", "start the session in the project folder.")
    path = call.input.get("file_path")
    if path is None or not isinstance(path, str):
        return Deny("this write names no file_path.", "give file_path inside the project folder.")
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside the project folder {folder}.", f"write the file under {folder}.")
