# Breaks Exercise 13: ".. resolved on the text ... (no file system access: the file may not
# exist yet ...)" and "otherwise None". Input: Edit {"file_path": "no_such_file.py"} with cwd
# "/usr" (a folder that exists, as in the text's /usr example): the folder is there but the
# file is not, so the inside Edit is denied. Folders that do not exist on disk pass.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    if not folder:
        return Deny("this session has no project folder to check writes against",
                    "ask the user to start Claude Code inside the project folder")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call has no file_path to check", "give file_path as a path inside the project")
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, path))
    if not (target == folder or target.startswith(folder.rstrip("/") + "/")):
        return Deny(f"{path} is outside the project folder {folder}", f"write the file under {folder}")
    if call.tool_name == "Edit" and os.path.isdir(os.path.dirname(target)) and not os.path.exists(target):
        # Claude Code's Edit only changes a file that is there
        return Deny(f"{path} does not exist, so there is nothing to edit", "use Write to create it first")
    return None
