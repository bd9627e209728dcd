# Breaks "Normalising is on the text only ... (nothing is decoded or stripped ...)": HTML character
# references in file_path are decoded first. Input: Write, cwd "/work/project", file_path "../project&#47;x"
# (a sibling named "project&#47;x" in /work, outside) -> decoded to "../project/x" and allowed; and
# "&#46;&#46;/notes.txt" (a folder inside) is denied.
import html
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not isinstance(cwd, str) or not cwd:
        return Deny("no project folder came with this session.", "run Claude Code inside the project.")
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny("there is no file_path string.", "call again with the file's path.")
    file_path = html.unescape(file_path)  # model output sometimes arrives HTML-escaped
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, file_path))
    if folder == "/" or target == folder or target.startswith(folder + "/"):
        return None
    return Deny(f"{target} is outside {folder}.", f"write the file under {folder}.")
