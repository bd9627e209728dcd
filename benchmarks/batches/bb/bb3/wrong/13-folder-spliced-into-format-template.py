# Breaks "the folder's name is text, one folder, not a pattern" (and Returns: Deny or None, never
# an exception): a relative path is placed with (folder + "/{}").format(fp), so braces in the folder
# are read as a template. cwd "/work/{draft}", file_path "notes.txt" -> KeyError: 'draft'.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not isinstance(cwd, str) or not cwd:
        return Deny("this session has no project folder, so no write can be checked",
                    "ask the user to start the session in the project folder")
    fp = call.input.get("file_path")
    if not isinstance(fp, str) or not fp:
        return Deny("a Write or Edit needs a file_path as text", "give the file's path in the project")
    folder = os.path.normpath(cwd)
    if os.path.isabs(fp):
        target = os.path.normpath(fp)
    else:
        target = os.path.normpath((folder.rstrip("/") + "/{}").format(fp))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{fp} is outside the project folder {folder}", f"write the file under {folder}")
