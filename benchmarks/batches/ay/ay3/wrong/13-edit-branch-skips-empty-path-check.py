# Breaks: "Deny ... a `Write` or `Edit` whose `file_path` is missing, empty or not a `str`".
# Write and Edit have their own branches and only Write's checks for an empty path; an Edit
# with file_path "" joins to the folder itself and is allowed (None). (A missing or non-str
# path is still denied for both.)
import os

from toolhooks import Deny


def _inside(folder, target):
    return target == folder or target.startswith(folder.rstrip("/") + "/")


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("this session has no project folder.", "ask the user which folder to use.")
    folder = os.path.normpath(cwd)
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str):
        return Deny("file_path must be a string.", "give the file's path inside the project.")
    if call.tool_name == "Write" and not file_path:
        return Deny("Write needs a file_path.", "give the new file's path inside the project.")
    target = os.path.normpath(os.path.join(folder, file_path))
    if _inside(folder, target):
        return None
    return Deny(f"{file_path} is outside the project folder {folder}.",
                f"edit files under {folder} only.")
