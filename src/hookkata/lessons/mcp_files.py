"""A small stdio MCP server for notebook 10: ``files``, whose tools list and delete files.

Claude Code starts it from an MCP config (:func:`mcp_config`), and names its tools
``mcp__files__list_files`` and ``mcp__files__delete_file``: a hook's matcher names them the
same way. It works in the folder ``HOOKKATA_MCP_FILES_ROOT`` names (the lesson's project), and
refuses any path outside it. Built with the ``mcp`` package (``claude-agent-sdk`` brings it);
``python -m hookkata.lessons.mcp_files`` serves on stdin and stdout.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

SERVER = "files"
ROOT_ENV = "HOOKKATA_MCP_FILES_ROOT"
DELETE_TOOL = f"mcp__{SERVER}__delete_file"
"""The name Claude Code gives the server's delete tool (``mcp__<server>__<tool>``)."""


def _root() -> Path:
    return Path(os.environ.get(ROOT_ENV, ".")).resolve()


def _inside(name: str) -> Path:
    path = (_root() / name).resolve()
    if path.parent != _root():
        raise ValueError(f"{name!r} is not a file of {_root()}; give a bare file name.")
    return path


def list_files() -> list[str]:
    """The names of the files in the folder."""
    return sorted(path.name for path in _root().iterdir() if path.is_file())


def delete_file(name: str) -> str:
    """Delete one file of the folder, by its bare name."""
    path = _inside(name)
    path.unlink()
    return f"deleted {name}"


def mcp_config(root: Path) -> dict[str, Any]:
    """The CLI's ``--mcp-config`` object: this server, this Python, working in ``root``."""
    return {
        "mcpServers": {
            SERVER: {
                "type": "stdio",
                "command": sys.executable,
                "args": ["-P", "-m", "hookkata.lessons.mcp_files"],
                "env": {ROOT_ENV: str(root)},
            }
        }
    }


def serve() -> None:
    """Serve the two tools over stdio until the client closes the pipe."""
    from mcp.server.mcpserver import MCPServer

    server: Any = MCPServer(SERVER)
    server.tool()(list_files)
    server.tool()(delete_file)
    server.run("stdio")


if __name__ == "__main__":
    serve()
