# Breaks Exercise 13: "a missing, empty or non-string file_path ... is denied too: nothing to
# check is no permission". Input: Write {} (or {"file_path": ""}, or {"file_path": 7}) with
# cwd "/": everything is inside "/", so it returns None before looking at file_path. Any other
# folder, and "/" with a real path, come out right.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    if not folder:
        return Deny("this session has no project folder to check writes against",
                    "ask the user to start Claude Code inside the project folder")
    folder = os.path.normpath(folder)
    if folder == "/":
        return None  # the whole disk is the project: nothing can be outside it
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call has no file_path to check", "give file_path as a path inside the project")
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder + "/"):
        return None
    return Deny(f"{path} is outside the project folder {folder}", f"write the file under {folder}")
