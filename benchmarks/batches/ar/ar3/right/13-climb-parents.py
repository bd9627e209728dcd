# Right: only "Write" and "Edit" (by ==) are checked; a missing/"" cwd or a file_path that is not a non-empty str
# gets Deny with a non-blank alternative. The path is normpath(join(folder, file_path)) (text only: a relative path
# from the folder, . and .. resolved, no expansion, no symlink); it is inside when climbing it with os.path.dirname
# (text too) meets the normalised folder exactly, whole parts, case-sensitive; the folder itself and "/" work.
import os

from toolhooks import ALLOW, Deny


def _within(path, folder):
    while True:
        if path == folder:
            return True
        parent = os.path.dirname(path)
        if parent == path:
            return False
        path = parent


def keep_writes_in_project(call):
    if call.tool_name != "Write" and call.tool_name != "Edit":
        return ALLOW
    folder = call.context.attributes.get("cwd", "")
    target = call.input.get("file_path")
    if not folder:
        return Deny("this session has no project folder (cwd), and nothing to check is no permission.",
                    "start the session from the project folder.")
    if type(target) is not str or not target:
        return Deny("file_path is missing or is not text.", "pass file_path as a string path in the project.")
    folder = os.path.normpath(folder)
    if _within(os.path.normpath(os.path.join(folder, target)), folder):
        return ALLOW
    return Deny(f"writing {target!r} would leave the project folder.", f"keep the file under {folder}.")
