# Breaks: "so are names with ... a fullwidth dot ... (nothing is decoded or stripped)": a
# file_path with any non-ASCII character is denied, to stop look-alike names. Input: Write,
# cwd "/work/project", file_path "notes\uff0etxt" (fullwidth dot) or "café.md": Deny,
# must be None (both are inside).
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    if not cwd:
        return Deny("no project folder is known for this session.", "ask the user where to write.")
    if not isinstance(path, str) or not path:
        return Deny("the call names no file_path.", "give the file's path inside the project.")
    if not path.isascii():  # homoglyphs: a fullwidth dot is not a dot
        return Deny("file names must be plain ASCII.", "use an ASCII file name.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside the project folder {folder}.", "write inside the project folder.")
