# Breaks "the folder's name is text, one folder" / "Normalising is on the text only": backslashes in
# the project folder are turned into "/" ("in case the path came from Windows"), the file_path is
# left as it is. cwd "/work/a\\b", file_path "/work/a\\b/notes.txt" (inside that folder) -> Deny.
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
    folder = os.path.normpath(cwd.replace("\\", "/"))
    target = os.path.normpath(os.path.join(folder, fp))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{fp} is outside the project folder {folder}", f"write the file under {folder}")
