// SPDX-License-Identifier: MIT
// Reward boxes (ERC-1155): types 1 to 7 are Random Box A to G, 8 and 9 Building Box A and B; minted to the claimer.
pragma solidity ^0.8.24;

import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";

contract RewardBox is ERC1155, AccessControl {
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");
    uint256 public constant MAX_BOX_TYPE = 9;

    error InvalidBoxType(uint256 boxType);

    /// @dev No minter here: the admin grants MINTER_ROLE to the staking contract alone, so boxes exist only as claimed rewards.
    constructor(address admin, string memory uri_) ERC1155(uri_) {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
    }

    function mint(address to, uint256 boxType, uint256 amount) external onlyRole(MINTER_ROLE) {
        if (boxType == 0 || boxType > MAX_BOX_TYPE) revert InvalidBoxType(boxType);
        _mint(to, boxType, amount, "");
    }

    function supportsInterface(bytes4 interfaceId) public view override(ERC1155, AccessControl) returns (bool) {
        return super.supportsInterface(interfaceId);
    }
}
