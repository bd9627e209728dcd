# Breaks "`.` and `..` are resolved on the text, with os.path.normpath" / "Deny ... whose
# file_path, once normalised, is not the project folder or inside it": a path starting with "./"
# is taken as inside without normalising. Input: cwd "/work/project", Write file_path
# "./../escape.txt" (normalises to /work/escape.txt) -> None instead of a Deny.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    file_path = call.input.get("file_path")
    if not folder:
        return Deny("no project folder is known for this session.", "ask the user where to write.")
    if not isinstance(file_path, str) or not file_path:
        return Deny("the write has no file_path.", "give file_path as a path in the project.")
    if file_path.startswith("./"):
        return None  # explicitly relative to the project folder: nothing to check
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, file_path))
    if target == folder or os.path.commonpath([folder, target]) == folder:
        return None
    return Deny(f"{file_path} is outside the project folder.", f"write it under {folder}.")
