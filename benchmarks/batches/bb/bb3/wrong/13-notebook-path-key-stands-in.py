# Breaks "whose file_path is missing ... (another key such as path does not count)": a shared
# "path of a write tool" helper falls back to notebook_path (NotebookEdit's key) when file_path
# is missing. Write {"notebook_path": "/work/project/a.ipynb", "content": "x"} with cwd
# "/work/project" -> allowed (None) instead of denied.
import os

from toolhooks import Deny


def _written_path(tool_input):
    path = tool_input.get("file_path")
    if path is None:
        path = tool_input.get("notebook_path")
    return path


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not isinstance(cwd, str) or not cwd:
        return Deny("this session has no project folder, so no write can be checked",
                    "ask the user to start the session in the project folder")
    fp = _written_path(call.input)
    if not isinstance(fp, str) or not fp:
        return Deny("a Write or Edit needs a file_path as text", "give the file's path in the project")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, fp))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{fp} is outside the project folder {folder}", f"write the file under {folder}")
