// SPDX-License-Identifier: MIT
// LAND staking's reward table and each user's entitlement per campaign: the most claimReward may ever mint.
pragma solidity ^0.8.24;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {Land} from "./LandTypes.sol";

/// @dev Land721 and Land1155 both answer landOf: the reward of a staked LAND follows its size and premium flag.
interface ILandRecord {
    function landOf(uint256 tokenId) external view returns (Land memory);
}

abstract contract StakingRewards is AccessControl {
    /// @dev One row of the reward table: boxType 0 means no reward.
    struct RewardRow {
        uint8 boxType;
        uint32 amount;
    }

    /// @notice Claimed boxes per campaign, user and box type.
    mapping(uint256 => mapping(address => mapping(uint256 => uint256))) public claimed;
    /// @notice Boxes earned per campaign, user and box type: credited at each deposit into the campaign (restake included)
    ///         from the reward table and never lowered, because LAND stays staked for the whole campaign once deposited
    ///         (deposits close at the start, withdrawals open at the end); a later withdrawal keeps the reward.
    mapping(uint256 => mapping(address => mapping(uint256 => uint256))) public entitlement;
    /// @notice Per LAND staked in a pool's campaigns: the building box it adds (the 30-day pool none).
    mapping(uint8 => RewardRow) public poolBuildingBox;

    /// @dev keccak256(width, height, premium) => reward per LAND.
    mapping(bytes32 => RewardRow) private _landRewards;

    event LandRewardSet(uint32 width, uint32 height, bool premium, uint8 boxType, uint32 amount);
    event PoolBuildingBoxSet(uint8 indexed poolId, uint8 boxType, uint32 amount);

    error InvalidReward(uint8 boxType);
    error ClaimExceedsEntitlement(uint256 campaignId, address user, uint256 boxType, uint256 remaining);

    /// @notice Sets the reward of one LAND size (spec 9's reward table); boxType 0 removes it. Counts for later deposits.
    function setLandReward(uint32 width, uint32 height, bool premium, uint8 boxType, uint32 amount)
        external
        onlyRole(DEFAULT_ADMIN_ROLE)
    {
        _checkRow(boxType, amount);
        _landRewards[_sizeKey(width, height, premium)] = RewardRow(boxType, amount);
        emit LandRewardSet(width, height, premium, boxType, amount);
    }

    /// @notice Sets the building box a pool adds per LAND; boxType 0 for none. Counts for later deposits.
    function setPoolBuildingBox(uint8 poolId, uint8 boxType, uint32 amount) external onlyRole(DEFAULT_ADMIN_ROLE) {
        poolDuration(poolId);
        _checkRow(boxType, amount);
        poolBuildingBox[poolId] = RewardRow(boxType, amount);
        emit PoolBuildingBoxSet(poolId, boxType, amount);
    }

    /// @notice The reward table's row for a LAND size (boxType 0: the size earns nothing).
    function landReward(uint32 width, uint32 height, bool premium) external view returns (uint8 boxType, uint32 amount) {
        RewardRow storage row = _landRewards[_sizeKey(width, height, premium)];
        return (row.boxType, row.amount);
    }

    /// @dev Reverts for an id that is not a pool.
    function poolDuration(uint8 poolId) public pure virtual returns (uint64);

    /// @dev The largest box type the reward box contract mints.
    function _maxBoxType() internal view virtual returns (uint256);

    /// @dev Credits what `amount` of a staked LAND earns in a campaign of `poolId`, from its record on the LAND contract.
    function _creditReward(uint256 campaignId, uint8 poolId, address user, address token, uint256 tokenId, uint256 amount)
        internal
    {
        Land memory land = ILandRecord(token).landOf(tokenId);
        RewardRow memory row = _landRewards[_sizeKey(land.x2 - land.x1 + 1, land.y2 - land.y1 + 1, land.premium)];
        // As the API counts: a size outside the table earns neither a random box nor a building box.
        if (row.boxType == 0) return;
        mapping(uint256 => uint256) storage owed = entitlement[campaignId][user];
        owed[row.boxType] += uint256(row.amount) * amount;
        RewardRow memory building = poolBuildingBox[poolId];
        if (building.boxType != 0) owed[building.boxType] += uint256(building.amount) * amount;
    }

    /// @dev Records a claim, refusing any amount past what is still owed, whatever payload was signed.
    function _recordClaim(uint256 campaignId, address user, uint256 boxType, uint256 amount) internal {
        uint256 remaining = entitlement[campaignId][user][boxType] - claimed[campaignId][user][boxType];
        if (amount > remaining) revert ClaimExceedsEntitlement(campaignId, user, boxType, remaining);
        claimed[campaignId][user][boxType] += amount;
    }

    function _sizeKey(uint32 width, uint32 height, bool premium) private pure returns (bytes32) {
        return keccak256(abi.encode(width, height, premium));
    }

    function _checkRow(uint8 boxType, uint32 amount) private view {
        if (boxType > _maxBoxType() || (boxType == 0) != (amount == 0)) revert InvalidReward(boxType);
    }
}
