# Breaks "Normalising is on the text only ... `file:` [is a name] (`file:///x` is relative)" and "`.` and
# `..` are resolved ... with os.path.normpath": the path is resolved as a URL with urllib.parse.urljoin.
# Input: Write, cwd "/work/project", file_path "file:///x" -> urljoin keeps "file:///x", which is denied;
# it is /work/project/file:/x, inside (so is "a:b"; "a\nb" loses its newline).
import os
from urllib.parse import urljoin

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not isinstance(cwd, str) or not cwd:
        return Deny("the project folder of this session is unknown.", "open the project in Claude Code first.")
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny("a file_path string is required.", "name a file inside the project.")
    folder = os.path.normpath(cwd)
    target = urljoin(folder.rstrip("/") + "/", file_path)  # resolves ".", ".." and absolute paths
    if folder == "/" or target == folder or target.startswith(folder + "/"):
        return None
    return Deny(f"{file_path} resolves to {target}, outside the project.", f"keep the file under {folder}.")
