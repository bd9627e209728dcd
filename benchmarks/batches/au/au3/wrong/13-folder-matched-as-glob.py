# Breaks "the folder's name is text, one folder, not a pattern (`.`, `[1]`, ... are letters)": the inside
# test is fnmatch with the folder as a glob. Input: Write, cwd "/work/p[1]", file_path "/work/p[1]/a.txt"
# -> denied ("[1]" only matches "1"), and "/work/p1/a.txt", outside, is allowed.
import fnmatch
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not isinstance(cwd, str) or not cwd:
        return Deny("no project folder is known.", "start the session in the project folder.")
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny("there is no file_path string to check.", "give the path of a file in the project.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, file_path))
    if folder == "/" or target == folder or fnmatch.fnmatchcase(target, folder + "/*"):
        return None
    return Deny(f"{target} is outside {folder}.", f"write inside {folder}.")
