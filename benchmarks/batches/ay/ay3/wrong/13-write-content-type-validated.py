# Breaks: "Allow ... otherwise `None`": only the file_path and the folder decide. The input
# is validated like a schema (file_path: str; content, old_string, new_string: str when
# present), so a Write with file_path "notes.txt" inside the project and "content": 5 (or
# a list) is denied instead of allowed.
import os

from toolhooks import Deny

_OPTIONAL_TEXT = ("content", "old_string", "new_string")


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("this session has no project folder.", "ask the user which folder to use.")
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny("no file_path to check.", "give the file's path inside the project.")
    for key in _OPTIONAL_TEXT:
        if key in call.input and not isinstance(call.input[key], str):
            return Deny(f"{key} must be text.", f"send {key} as a string.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, file_path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{file_path} is outside the project folder {folder}.",
                f"write the file under {folder} instead.")
