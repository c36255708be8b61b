package demo.badges

import androidx.compose.foundation.layout.Box
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import demo.theme.Typography
import net.bpk.compose.BpkColors
import net.bpk.compose.BpkText
import net.bpk.compose.bpkBackground
import net.bpk.compose.rememberBpkColor

enum class BadgeType { Neutral, Success, Subtle }

/** A status badge drawn with the house library, whose source is not here: parity.json says what its calls mean. */
@Composable
fun Badge(text: String, type: BadgeType = BadgeType.Neutral, modifier: Modifier = Modifier) {
    val fill = rememberBpkColor(
        when (type) {
            BadgeType.Neutral -> Color(0xFFEFF1F2)
            BadgeType.Success -> Color(0xFF0C838A)
            BadgeType.Subtle -> BpkColors.SurfaceHighlight
        },
    )
    val ink = if (type == BadgeType.Success) Color(0xFFFFFFFF) else Color(0xFF161616)
    Box(modifier = modifier.bpkBackground(fill)) {
        BpkText(text = text, color = ink, style = Typography.label)
    }
}
