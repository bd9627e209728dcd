# Breaks: "Inside includes ... everything under `/` when that is the folder". Input: cwd "/",
# Write file_path "/etc/app.conf" (or "notes.txt") -> the prefix folder + "/" is "//", which no
# normalised path starts with, so the call is denied instead of allowed (None).
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    if not isinstance(folder, str) or not folder:
        return Deny("no project folder is known for this session.", "start the session in the project folder.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("this write names no file_path.", "give file_path inside the project folder.")
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder + os.sep):  # whole parts: /work/project/
        return None
    return Deny(f"{path} is outside the project folder {folder}.", f"write the file under {folder}.")
