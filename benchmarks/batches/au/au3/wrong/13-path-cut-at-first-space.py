# Breaks "Normalising is on the text only ... a quote or a space, at an end too (nothing is decoded or
# stripped)": only the first whitespace-separated word of file_path is checked (a shell habit). Input: Write,
# cwd "/work/project", file_path "/work/project/a /../../etc/passwd" -> "/work/project/a" is checked and
# allowed, but the whole path normalises to "/work/etc/passwd", outside: it must be denied.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not isinstance(cwd, str) or not cwd:
        return Deny("this session has no project folder to check the path against.", "ask the user to start Claude Code in the project.")
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path.strip():
        return Deny("Write and Edit need a file_path string.", "give the file's path inside the project.")
    file_path = file_path.split()[0]  # ignore anything the model put after the path
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, file_path))
    if folder == "/" or target == folder or target.startswith(folder + "/"):
        return None
    return Deny(f"{target!r} is outside the project folder {folder!r}.", f"write the file under {folder} instead.")
