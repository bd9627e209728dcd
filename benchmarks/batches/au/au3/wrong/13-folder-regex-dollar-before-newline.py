# Breaks "names with ... a newline" are names and "compare whole path parts": the inside test is a regex
# anchored with `$`, which also matches before a final "\n". Input: Write, cwd "/work/project", file_path
# "/work/project\n" (a sibling file named "project\n" in /work) -> allowed; it must be denied.
import os
import re

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not isinstance(cwd, str) or not cwd:
        return Deny("there is no project folder for this session.", "run Claude Code from the project folder.")
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny("the call has no file_path to check.", "give a file_path inside the project.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, file_path))
    if folder == "/" or re.match(re.escape(folder) + r"(/|$)", target):
        return None
    return Deny(f"{target} is not inside {folder}.", f"write under {folder}.")
