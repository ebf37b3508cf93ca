// A small Leaflet map of a course's place; with onPick a click chooses the place. Tiles come from the
// configured tile URL; without network the tiles stay blank but the marker and clicks keep working.
// First: Leaflet writes HTML strings as it loads (docs/security.md, "Browser headers").
import '../../../shared/security/trusted-types';
import 'leaflet/dist/leaflet.css';
import { Box } from '@mui/material';
import type { LatLngExpression } from 'leaflet';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';

export interface CourseMapProps {
  latitude: number;
  longitude: number;
  tileUrl?: string | null;
  onPick?: (latitude: number, longitude: number) => void;
  height?: number;
}

function ClickToPick({ onPick }: { onPick: (latitude: number, longitude: number) => void }) {
  useMapEvents({
    click: (event) => onPick(Number(event.latlng.lat.toFixed(6)), Number(event.latlng.lng.toFixed(6))),
  });
  return null;
}

/** Keeps the view on the marker when the coordinates change from the number inputs. */
function Follow({ center }: { center: [number, number] }) {
  const map = useMap();
  useEffect(() => {
    if (!map.getBounds().contains(center)) map.panTo(center);
  }, [map, center]);
  return null;
}

export default function CourseMap({ latitude, longitude, tileUrl, onPick, height = 260 }: CourseMapProps) {
  const center: [number, number] = [latitude, longitude];
  return (
    <Box
      sx={{
        height,
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
        '& .leaflet-container': { height: '100%', width: '100%', cursor: onPick ? 'crosshair' : undefined },
        '& .leaflet-container:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
      }}
    >
      <MapContainer
        center={center as LatLngExpression}
        zoom={13}
        scrollWheelZoom={false}
        attributionControl={Boolean(tileUrl)}
      >
        {tileUrl && (
          <TileLayer
            url={tileUrl}
            attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
          />
        )}
        <CircleMarker
          center={center}
          radius={10}
          pathOptions={{ color: '#c2410c', fillColor: '#fa853f', fillOpacity: 0.8 }}
        />
        <Follow center={center} />
        {onPick && <ClickToPick onPick={onPick} />}
      </MapContainer>
    </Box>
  );
}
