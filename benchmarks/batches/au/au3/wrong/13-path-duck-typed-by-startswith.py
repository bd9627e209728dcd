# Breaks "Deny(...) for a Write or Edit whose file_path is ... not a str (bytes too)": the type test is
# duck typing (anything with .startswith is a path), so bytes get through and os.path.join raises. Input:
# Write, cwd "/work/project", file_path b"/etc/passwd" -> TypeError ("Can't mix strings and bytes in path
# components") is raised instead of a Deny.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("no project folder is set for this session.", "start Claude Code inside the project.")
    file_path = call.input.get("file_path")
    if not hasattr(file_path, "startswith") or not file_path:
        return Deny("file_path is missing or is not a path.", "send the file's path as text.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, file_path))
    if folder == "/" or target == folder or target.startswith(folder + "/"):
        return None
    return Deny(f"{target} is outside {folder}.", f"choose a path under {folder}.")
