# Breaks: "whose `file_path` is missing ... (another key such as `path` does not count ...)": Deny.
# Input: Write {"File_Path": "notes.txt", "content": "x"} with cwd "/work/project": returns None, because the
# answer reads the input's keys case-insensitively (a model's "File_Path" taken for file_path); it must be a
# Deny, since the input has no "file_path". With the key spelled file_path it behaves.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("no project folder is known for this session, so the write cannot be checked.",
                    "ask the user to start the session from the project folder.")
    arguments = {str(key).lower(): value for key, value in call.input.items()}  # models vary the case
    path = arguments.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call names no file_path to check.", "give file_path as a path inside the project.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path!r} is outside the project folder.", f"write under {folder} instead.")
