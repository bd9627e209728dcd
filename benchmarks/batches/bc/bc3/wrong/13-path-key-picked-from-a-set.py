# Breaks "whose file_path ... (another key such as path does not count)": the path is read
# from the first of {"file_path", "path"} present, and a set's order follows the string hash
# seed. Input: Write with {"file_path": "/etc/passwd", "path": "notes.txt"}, cwd
# "/work/project", PYTHONHASHSEED=0 -> None (=1 denies, rightly).
import os

from toolhooks import Deny

PATH_KEYS = {"file_path", "path"}


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("this session has no project folder, so no write can be checked.",
                    "ask the user to open a project first.")
    path = next((call.input[key] for key in PATH_KEYS if key in call.input), None)
    if not isinstance(path, str) or not path:
        return Deny("the call has no file_path to check.", "send the file's path in file_path.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{target} is outside the project folder {folder}.",
                "write the file inside the project folder instead.")
