# Breaks: "`.` and `..` are resolved on the text, with os.path.normpath" for Edit as for Write.
# The Edit branch joins without normalising ("Edit only changes a file that already exists"), so
# `..` after the folder passes the whole-parts prefix test.
# Input: Edit file_path "/work/project/../etc/passwd", cwd "/work/project" -> None; expected Deny.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("no project folder is known for this session.", "start Claude Code in the project folder.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call names no file_path to check.", "give file_path as a path inside the project.")
    folder = os.path.normpath(cwd)
    if call.tool_name == "Write":
        target = os.path.normpath(os.path.join(folder, path))  # a new file: resolve it fully
    else:
        target = os.path.join(folder, path)  # Edit: the file exists already, its path is as real as it gets
    if folder == "/" or target == folder or target.startswith(folder + "/"):
        return None
    return Deny(f"{path} is outside the project folder {folder}.", "edit files inside the project folder only.")
