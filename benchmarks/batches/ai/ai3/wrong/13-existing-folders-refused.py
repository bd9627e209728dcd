# Breaks: "`.` and `..` are resolved on the text ... (no file system access ...)" and "Inside
# includes the folder itself (`.`)". Input: cwd "/usr", Write file_path "." (or "bin") -> the
# answer stats the target, finds an existing directory and denies ("cannot write a folder");
# it should return None.
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
    if os.path.isdir(target):
        return Deny(f"{path} is a folder, not a file.", "name a file inside the project folder.")
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside the project folder {folder}.", f"write the file under {folder}.")
