# Breaks: "Inside includes ... everything under `/` when that is the folder." A session
# whose cwd is "/" is treated as having no real project folder (Claude Code started from
# the root) and every Write/Edit is denied: cwd "/" with file_path "/work/notes.txt" (or
# "notes.txt") returns Deny instead of None.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd or os.path.normpath(cwd) == "/":
        return Deny("this session has no project folder to write in.",
                    "start Claude Code in the project's folder, then retry.")
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny("no file_path to check.", "give the file's path inside the project.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, file_path))
    if target == folder or target.startswith(folder + "/"):
        return None
    return Deny(f"{file_path} is outside the project folder {folder}.",
                f"write the file under {folder} instead.")
