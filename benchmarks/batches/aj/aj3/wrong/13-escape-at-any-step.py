# Breaks: "`.` and `..` are resolved on the text, with `os.path.normpath`" and Deny only a file_path that,
# "once normalised, is not the project folder or inside it" (ex. 13). A relative path is denied as soon
# as one step climbs above the folder, even when it comes back: cwd "/work/project",
# Write {"file_path": "../project/notes.txt"} (normalised: /work/project/notes.txt, inside) is denied.
import os

from toolhooks import Deny

_ALTERNATIVE = "write the file inside the project folder, with a path relative to it"


def _inside(folder, target):
    return target == folder or target.startswith(folder.rstrip("/") + "/")


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not isinstance(cwd, str) or not cwd:
        return Deny("this session has no project folder, so no write can be checked.", _ALTERNATIVE)
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny("the call names no file_path to check.", _ALTERNATIVE)
    folder = os.path.normpath(cwd)
    if os.path.isabs(file_path):
        target = os.path.normpath(file_path)
        return None if _inside(folder, target) else Deny(f"{target} is outside {folder}.", _ALTERNATIVE)
    depth = 0  # a relative path may never climb above the project folder, not even for one step
    for part in file_path.split("/"):
        if part in ("", "."):
            continue
        depth += -1 if part == ".." else 1
        if depth < 0:
            return Deny(f"{file_path} climbs out of the project folder {folder}.", _ALTERNATIVE)
    return None
