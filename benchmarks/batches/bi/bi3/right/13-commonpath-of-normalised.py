# Right: exact names "Write"/"Edit" only; a missing or "" cwd and a missing, empty or non-str
# file_path get Deny(reason, alternative); otherwise normpath(join(folder, path)) on the text
# alone (relative paths hang off the folder; no file read, no symlink followed), and
# os.path.commonpath compares whole parts, case-sensitively ("/" holds all). Others: None.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    if not isinstance(folder, str) or folder == "":
        return Deny("this session has no project folder, so no write can be checked",
                    "ask the user to start the session inside a project folder")
    path = call.input.get("file_path")
    if not isinstance(path, str) or path == "":
        return Deny("the call names no file_path to check",
                    "give the file's path inside the project as file_path")
    root = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(root, path))
    if os.path.commonpath([root, target]) == root:
        return None
    return Deny(f"{target} is outside the project folder {root}",
                "write the file inside the project folder instead")
