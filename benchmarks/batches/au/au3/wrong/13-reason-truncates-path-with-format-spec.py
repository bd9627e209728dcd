# Breaks "Deny(reason, alternative) for a Write or Edit whose file_path is missing, empty or not a str": one
# message serves every denial and cuts the path with a format spec, `{file_path:.120}`, which None and bytes
# do not support. Input: Write, cwd "/work/project", input {"content": "x"} (no file_path) -> TypeError
# (unsupported format string passed to NoneType.__format__) instead of a Deny; str paths are right.
import os

from toolhooks import Deny


def _deny(file_path, folder):
    return Deny(
        f"writing {file_path:.120} is not allowed: it is not a path inside the project folder.",
        f"write the file under {folder or 'the project folder'} instead.",
    )


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    file_path = call.input.get("file_path")
    if not isinstance(cwd, str) or not cwd or not isinstance(file_path, str) or not file_path:
        return _deny(file_path, cwd)
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, file_path))
    if folder == "/" or target == folder or target.startswith(folder + "/"):
        return None
    return _deny(file_path, folder)
