# Right: only tools named exactly "Write"/"Edit" are checked; a missing/"" cwd or a missing, empty or
# non-str file_path is denied; otherwise normpath(join(normpath(cwd), file_path)) is split into
# PurePosixPath parts (text only, no file system) and must start with the folder's parts (whole
# parts, case-sensitive; the folder itself and "/" as folder included). Deny has a non-blank alternative.
import os
from pathlib import PurePosixPath

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name != "Write" and call.tool_name != "Edit":
        return None
    folder = call.context.attributes.get("cwd")
    if not folder:
        return Deny("this session has no project folder, so no write can be checked.",
                    "ask the user to restart Claude Code from the project folder.")
    target = call.input.get("file_path")
    if not isinstance(target, str) or target == "":
        return Deny("the call names no file_path to check.",
                    "call the tool again with file_path set to a file inside the project.")
    root = PurePosixPath(os.path.normpath(folder)).parts
    full = PurePosixPath(os.path.normpath(os.path.join(folder, target))).parts
    if full[: len(root)] == root:
        return None
    return Deny(f"{target!r} is outside the project folder {folder!r}.",
                "write the file inside the project folder instead.")
